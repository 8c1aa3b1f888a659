def f(for): pass
# expect error: SyntaxError: invalid syntax
