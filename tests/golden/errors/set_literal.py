s = {1, 2, 3}
# no-cross-check: Weft-specific compile error
# expect error: set_literal.py:1:5: error: set literals are not supported in Weft
