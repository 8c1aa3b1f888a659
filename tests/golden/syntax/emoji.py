print("ok") 😀
# expect error: SyntaxError: invalid character '😀' (U+1F600)
