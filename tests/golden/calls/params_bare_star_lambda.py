f = lambda *: 0
# expect error: SyntaxError: named arguments must follow bare *
