print(sep='', 1)
# expect error: SyntaxError: positional argument follows keyword argument
