total = sum(x * x for x in range(10))
# no-cross-check: Weft-specific compile error
# expect error: genexpr.py:1:13: error: generator expressions are not supported in Weft
