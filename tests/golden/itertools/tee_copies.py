# tee of a tee iterator starts where that iterator is.
import itertools
a, b = itertools.tee('abcdef')
next(a); next(a)
c, d = itertools.tee(a)
print(list(c), list(d), list(a), list(b))

# expect: ['c', 'd', 'e', 'f'] ['c', 'd', 'e', 'f'] [] ['a', 'b', 'c', 'd', 'e', 'f']
