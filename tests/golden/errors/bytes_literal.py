data = b"abc"
# no-cross-check: Weft-specific compile error
# expect error: bytes_literal.py:1:8: error: bytes literals are not supported in Weft
