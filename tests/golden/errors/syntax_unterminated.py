print("abc)
# no-cross-check: Weft-specific compile error
# expect error: syntax_unterminated.py:1:7: error: unterminated string literal (detected at line 1)
