# a **kwargs parameter is a dict in the call's keyword order
def f(**kw):
    return kw

print(f(b=1, a=2, c=3))
print(list(f(z=0, y=1)))
print(f())
# expect: {'b': 1, 'a': 2, 'c': 3}
# expect: ['z', 'y']
# expect: {}
