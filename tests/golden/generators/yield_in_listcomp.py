def g(y):
    return [(yield x) for x in y]
# expect error: SyntaxError: 'yield' inside list comprehension
