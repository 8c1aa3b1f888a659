def gen():
    yield 1
# no-cross-check: Weft-specific compile error
# expect error: yield_gen.py:2:5: error: generators (yield) are not supported in Weft
