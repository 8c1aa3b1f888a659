# multiple values
def f(a, b):
    return a
f(1, 2, a=3)
# expect runtime error: TypeError: f() got multiple values for argument 'a'
