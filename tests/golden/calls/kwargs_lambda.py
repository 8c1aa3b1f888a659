# lambda with *args and **kwargs
g = lambda *a, **k: (a, k)
print(g())
print(g(1, 2, x=3))
h = lambda x, **k: sorted(k.items())
print(h(0, b=2, a=1))
# expect: ((), {})
# expect: ((1, 2), {'x': 3})
# expect: [('a', 1), ('b', 2)]
