print(x for x in range(3), 1)
# expect error: SyntaxError: Generator expression must be parenthesized
