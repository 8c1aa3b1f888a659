def f(*): pass
# expect error: SyntaxError: named arguments must follow bare *
