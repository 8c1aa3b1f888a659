def g():
    x = yield 5
    return x
# no-cross-check: Weft-specific compile error
# expect error: yield_expr.py:2:9: error: generators (yield) are not supported in Weft
