return 5
# no-cross-check: Weft-specific compile error
# expect error: return_outside.py:1:1: error: 'return' outside function
