# zip_longest pads the shorter inputs with fillvalue (None by default).
import itertools
print(list(itertools.zip_longest('ab', 'xyz')))
print(list(itertools.zip_longest('ab', [1, 2, 3, 4], 'p', fillvalue='-')))
print(list(itertools.zip_longest()), list(itertools.zip_longest([1, 2])))
print(list(itertools.islice(itertools.zip_longest(itertools.count(), 'ab'), 4)))

# expect: [('a', 'x'), ('b', 'y'), (None, 'z')]
# expect: [('a', 1, 'p'), ('b', 2, '-'), ('-', 3, '-'), ('-', 4, '-')]
# expect: [] [(1,), (2,)]
# expect: [(0, 'a'), (1, 'b'), (2, None), (3, None)]
