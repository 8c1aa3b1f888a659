# **kwargs with positional defaults, *args and keyword-only parameters
def f(a, b=2, *args, k, m=5, **kw):
    return a, b, args, k, m, kw

print(f(1, k=3))
print(f(1, 2, 3, 4, k=5, z=6, m=7, y=8))
print(f(k=1, a=2, extra=3))
# expect: (1, 2, (), 3, 5, {})
# expect: (1, 2, (3, 4), 5, 7, {'z': 6, 'y': 8})
# expect: (2, 2, (), 1, 5, {'extra': 3})
