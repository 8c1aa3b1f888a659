x = 1
print(f"value: {x")
# no-cross-check: Weft-specific compile error
# expect error: syntax_fstring_brace.py:2:16: error: f-string: expecting '}'
