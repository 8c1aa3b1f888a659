# chain and chain.from_iterable, lazily (an infinite source of iterables works).
import itertools
print(list(itertools.chain([1, 2], 'ab', (3,))), list(itertools.chain()))
print(list(itertools.chain.from_iterable([[1], [], [2, 3]])))
squares = itertools.chain.from_iterable([n] * n for n in itertools.count(1))
print(list(itertools.islice(squares, 7)))

# expect: [1, 2, 'a', 'b', 3] []
# expect: [1, 2, 3]
# expect: [1, 2, 2, 3, 3, 3, 4]
