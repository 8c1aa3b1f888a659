x = 1
    y = 2
# no-cross-check: Weft-specific compile error
# expect error: syntax_indent.py:2:5: error: unexpected indent
