# Unwinding frees what it unwinds: keyword binding fails for a function with many parameters
def f(a, b, c, d, e, g, h, i, j, k, l, m):
    return a
f([1], j=[2], x=[3])
# expect runtime error: TypeError: f() got an unexpected keyword argument 'x'
