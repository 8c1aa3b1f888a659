# A program growing by many small objects stops within a few MiB of --max-memory.
# env: WEFT_MAX_MEMORY=128M
# no-cross-check: --max-memory is Weft's (CPython would grow to several GB)
rows = []
while True:
    rows.append([1.5] * 100)
# expect runtime error: MemoryError
