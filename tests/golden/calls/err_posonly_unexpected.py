# posonly unexpected
def f(a, b, /, c):
    return a
f(1, 2, d=3)
# expect runtime error: TypeError: f() got an unexpected keyword argument 'd'
