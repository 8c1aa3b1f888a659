x = 99999999999999999999
# no-cross-check: Weft-specific compile error
# expect error: int_too_large.py:1:5: error: integer literal too large: Weft's int is 64-bit (at most 9223372036854775807)
