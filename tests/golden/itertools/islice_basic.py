# islice: stop, start and stop, a step, None; it reads only what it needs.
import itertools
print(list(itertools.islice('abcdefg', 3)), list(itertools.islice('abcdefg', 2, 5)))
print(list(itertools.islice('abcdefg', 1, None, 2)), list(itertools.islice('abcdefg', None)))
print(list(itertools.islice(itertools.count(), 10, 20, 3)))
it = iter(range(10))
print(list(itertools.islice(it, 1, 6, 2)), next(it))
it = iter(range(10))
print(list(itertools.islice(it, 5, 3)), next(it))

# expect: ['a', 'b', 'c'] ['c', 'd', 'e']
# expect: ['b', 'd', 'f'] ['a', 'b', 'c', 'd', 'e', 'f', 'g']
# expect: [10, 13, 16, 19]
# expect: [1, 3, 5] 6
# expect: [] 5
