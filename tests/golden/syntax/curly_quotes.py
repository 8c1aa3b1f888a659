print(“hello”)
# expect error: SyntaxError: invalid character '“' (U+201C)
