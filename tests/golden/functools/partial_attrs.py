# partial's func, args and keywords.
from functools import partial
def f(a, b=1, c=2):
    return a + b + c
p = partial(f, 10, c=20)
print(p.func is f, p.args, p.keywords, p())
print(partial(f).args, partial(f).keywords)

# expect: True (10,) {'c': 20} 31
# expect: () {}
