# tee: independent iterators over one source, read at different paces.
import itertools
a, b = itertools.tee(iter([1, 2, 3, 4]))
print(next(a), next(a), list(b), list(a))
x, y, z = itertools.tee(itertools.count(), 3)
print(next(x), next(x), next(x), next(y), next(z))
print(itertools.tee([1], 0), len(itertools.tee('ab')))
c, d = itertools.tee(range(200))
print(sum(c), sum(d))

# expect: 1 2 [1, 2, 3, 4] [3, 4]
# expect: 0 1 2 0 0
# expect: () 2
# expect: 19900 19900
