d = {a: 1, b 2}
# expect error: SyntaxError: ':' expected after dictionary key
