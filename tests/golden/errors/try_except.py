try:
    x = 1
except ValueError:
    x = 2
finally:
    print(x)
# no-cross-check: Weft-specific compile error
# expect error: try_except.py:1:1: error: exception handling (try/except/finally) is not supported in Weft
