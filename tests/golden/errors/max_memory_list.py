# A list past --max-memory is a MemoryError the program can catch, not the OOM killer.
# env: WEFT_MAX_MEMORY=256M
# no-cross-check: --max-memory is Weft's (CPython would allocate the 8 GB)
try:
    xs = [0] * (10**9)
except MemoryError as e:
    print("caught", type(e).__name__, repr(str(e)))
print("still running")
# expect: caught MemoryError ''
# expect: still running
