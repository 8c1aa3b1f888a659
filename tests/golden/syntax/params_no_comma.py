def f(a b): pass
# expect error: SyntaxError: invalid syntax
