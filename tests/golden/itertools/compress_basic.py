# compress: the items whose selector is true; the shorter input ends it.
import itertools
print(list(itertools.compress('abcdef', [1, 0, 1, 0, 1, 1])))
print(list(itertools.compress(range(10), itertools.cycle([True, False]))))
print(list(itertools.compress(data='xyz', selectors=[0, 1])))

# expect: ['a', 'c', 'e', 'f']
# expect: [0, 2, 4, 6, 8]
# expect: ['y']
