# \N without a closing brace is a malformed escape.
x = "ab\N{SPACE"
# expect error: SyntaxError: (unicode error) 'unicodeescape' codec can't decode bytes in position 2-9: malformed \N character escape
