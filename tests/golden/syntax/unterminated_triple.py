s = """abc
line
# expect error: SyntaxError: unterminated triple-quoted string literal (detected at line 3)
