def f(a, b=1):
    return a + b
f(1, a=2)
# expect runtime error: TypeError: f() got multiple values for argument 'a'
