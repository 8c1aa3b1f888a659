f = lambda x: return x
# expect error: SyntaxError: invalid syntax
