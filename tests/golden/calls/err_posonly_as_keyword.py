# posonly as keyword
def f(a, /):
    return a
f(a=1)
# expect runtime error: TypeError: f() got some positional-only arguments passed as keyword arguments: 'a'
