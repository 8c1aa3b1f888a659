# unexpected keyword
def f(a):
    return a
f(1, 2, b=3)
# expect runtime error: TypeError: f() got an unexpected keyword argument 'b'
