print(f"{}")
# no-cross-check: Weft-specific compile error
# expect error: syntax_fstring_empty.py:1:10: error: f-string: empty expression not allowed
