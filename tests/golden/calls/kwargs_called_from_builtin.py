# a builtin calling a Python function passes keywords into **kwargs
def key(x, **kw):
    return -x

print(sorted([3, 1, 2], key=key))
print(list(map(lambda *a, **k: (a, k), [1, 2])))
# expect: [3, 2, 1]
# expect: [((1,), {}), ((2,), {})]
