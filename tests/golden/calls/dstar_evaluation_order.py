# the function, positional arguments and keyword items are evaluated left to right
def show(tag, v):
    print(tag)
    return v

def f(*a, **k):
    return a, k

print(show('f', f)(show('a', 1), *show('b', [2]), x=show('x', 3), **show('d', {'y': 4})))
# expect: f
# expect: a
# expect: b
# expect: x
# expect: d
# expect: ((1, 2), {'x': 3, 'y': 4})
