# count: start, step (ints, floats), its repr as it advances.
import itertools
c = itertools.count()
print(next(c), next(c), next(c))
print(list(itertools.islice(itertools.count(5, 2), 4)))
print(list(itertools.islice(itertools.count(0.5, 0.25), 3)))
c = itertools.count(10, -3)
next(c)
print(repr(c), repr(itertools.count()), repr(itertools.count(1, 1.0)), repr(itertools.count(start=3, step=2)))
print(next(itertools.count(2**63 - 1, 1)) + 0, list(itertools.islice(itertools.count(2**63 - 1), 2)))

# expect: 0 1 2
# expect: [5, 7, 9, 11]
# expect: [0.5, 0.75, 1.0]
# expect: count(7, -3) count(0) count(1, 1.0) count(3, 2)
# expect: 9223372036854775807 [9223372036854775807, 9223372036854775808]
