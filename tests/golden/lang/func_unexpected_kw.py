def f(a, b=1):
    return a + b
print(f(1, b=2))
print(f(1, z=2))
# expect: 3
# expect runtime error: TypeError: f() got an unexpected keyword argument 'z'
