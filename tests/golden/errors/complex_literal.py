z = 3 + 2j
# no-cross-check: Weft-specific compile error
# expect error: complex_literal.py:1:9: error: complex numbers are not supported in Weft
