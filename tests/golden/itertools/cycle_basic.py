# cycle: repeats the items of its first pass; an empty source ends at once.
import itertools
print(list(itertools.islice(itertools.cycle('abc'), 8)))
print(list(itertools.islice(itertools.cycle(x * x for x in range(3)), 7)))
print(list(itertools.cycle([])))

# expect: ['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b']
# expect: [0, 1, 4, 0, 1, 4, 0]
# expect: []
