f(x for x in y, 1)
# expect error: SyntaxError: Generator expression must be parenthesized
