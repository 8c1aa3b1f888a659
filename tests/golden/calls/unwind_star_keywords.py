# Unwinding frees what it unwinds: keyword binding fails with keyword values moved out
def f(a, *, k):
    return a
f(*[[i] for i in range(50)], k=[1], z=[2])
# expect runtime error: TypeError: f() got an unexpected keyword argument 'z'
