# a positional-only parameter's name can still arrive in **kwargs
def f(a, /, **kw):
    return a, kw

print(f(1, a=2))
print(f(1, b=3, a=4))
# expect: (1, {'a': 2})
# expect: (1, {'b': 3, 'a': 4})
