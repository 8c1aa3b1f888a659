# posonly as keywords
def f(a, b, /, c):
    return a
f(a=1, b=2, c=3)
# expect runtime error: TypeError: f() got some positional-only arguments passed as keyword arguments: 'a, b'
