x = 3
if x > 2
    print(x)
# no-cross-check: Weft-specific compile error
# expect error: syntax_missing_colon.py:2:9: error: expected ':'
