# an unpacked key that names no parameter, without **kwargs
def f(a):
    return a

f(**{'a': 1, 'b': 2})
# expect runtime error: TypeError: f() got an unexpected keyword argument 'b'
