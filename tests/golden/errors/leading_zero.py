x = 0123
# no-cross-check: Weft-specific compile error
# expect error: leading_zero.py:1:5: error: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers
