# iter(fn, sentinel): calls fn until it returns the sentinel; its errors as CPython words them.
import random
random.seed(3)
print(list(iter(lambda: random.randint(1, 6), 6)))
data = iter([3, 1, 4, 1, 5, 0, 9])
it = iter(lambda: next(data), 0)
print(type(it).__name__, list(it), list(it))
class Counter:
    def __init__(self): self.n = 0
    def __call__(self):
        self.n += 1
        return self.n
print(*iter(Counter(), 4))
from functools import partial
chunks = iter(partial(next, iter("abcab")), "c")
print(list(chunks))
for bad in [(5, 1), (1, 2, 3), ()]:
    try:
        iter(*bad)
    except TypeError as e:
        print(e)
# expect: [2, 5, 5, 2, 3, 5, 4]
# expect: callable_iterator [3, 1, 4, 1, 5] []
# expect: 1 2 3
# expect: ['a', 'b']
# expect: iter(v, w): v must be callable
# expect: iter expected at most 2 arguments, got 3
# expect: iter expected at least 1 argument, got 0
