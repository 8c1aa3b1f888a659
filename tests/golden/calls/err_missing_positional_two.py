# missing positional two
def f(a, b, c):
    return a
f(1)
# expect runtime error: TypeError: f() missing 2 required positional arguments: 'b' and 'c'
