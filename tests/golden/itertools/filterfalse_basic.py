# filterfalse: the items the predicate rejects (None: the false items).
import itertools
print(list(itertools.filterfalse(lambda x: x % 2, range(10))))
print(list(itertools.filterfalse(None, [0, 1, '', 'a', None, [], [0]])))

# expect: [0, 2, 4, 6, 8]
# expect: [0, '', None, []]
