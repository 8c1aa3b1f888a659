x = (1 + 2))
# no-cross-check: Weft-specific compile error
# expect error: syntax_unmatched.py:1:12: error: unmatched ')'
