# A partial of a partial is flattened into one.
from functools import partial
def f(a, b, c, d=0):
    return [a, b, c, d]
inner = partial(f, 1, d=4)
outer = partial(inner, 2, d=5)
print(outer.func is f, outer.args, outer.keywords, outer(3), inner(2, 3))

# expect: True (1, 2) {'d': 5} [1, 2, 3, 5] [1, 2, 3, 4]
