# starmap: each item is an argument tuple (any iterable).
import itertools
print(list(itertools.starmap(pow, [(2, 3), (3, 2), (10, 0)])))
print(list(itertools.starmap(lambda a, b: a + b, ['ab', 'cd'])))

# expect: [8, 9, 1]
# expect: ['ab', 'cd']
