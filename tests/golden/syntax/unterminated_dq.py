print("hello)
# expect error: SyntaxError: unterminated string literal (detected at line 1)
