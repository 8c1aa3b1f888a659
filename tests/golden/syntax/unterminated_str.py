s = 'hello
print(s)
# expect error: SyntaxError: unterminated string literal (detected at line 1)
