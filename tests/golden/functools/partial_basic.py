# partial: stored positional and keyword arguments, the call's added after (keywords override).
from functools import partial
def f(a, b, c=0, d=None):
    return (a, b, c, d)
p = partial(f, 1, c=5)
print(p(2), p(2, c=9), p(2, d='x'), p(b=3))
base2 = partial(int, base=2)
print(base2('1011'), base2('11', base=3))
print(list(map(partial(pow, 2), range(5))))

# expect: (1, 2, 5, None) (1, 2, 9, None) (1, 2, 5, 'x') (1, 3, 5, None)
# expect: 11 4
# expect: [1, 2, 4, 8, 16]
