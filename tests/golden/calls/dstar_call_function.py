# f(**d), f(*a, **d), several ** and explicit keywords, in source order
def f(a, b=0, *args, **kw):
    return a, b, args, kw

d = {'b': 2, 'x': 3}
print(f(1, **d))
print(f(*[1, 2, 3], **{'y': 4}))
print(f(a=1, **{'z': 1}, c=2, **{'w': 3}))
print(f(**{'a': 1}))
print(f(1, **{}))
# expect: (1, 2, (), {'x': 3})
# expect: (1, 2, (3,), {'y': 4})
# expect: (1, 0, (), {'z': 1, 'c': 2, 'w': 3})
# expect: (1, 0, (), {})
# expect: (1, 0, (), {})
