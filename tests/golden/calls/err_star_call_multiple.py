# star call multiple
def f(a, b):
    return a
f(*[1], b=2, a=3)
# expect runtime error: TypeError: f() got multiple values for argument 'a'
