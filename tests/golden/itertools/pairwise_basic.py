# pairwise: overlapping pairs; fewer than two items give none.
import itertools
print(list(itertools.pairwise('abcd')), list(itertools.pairwise([1])), list(itertools.pairwise([])))
print(list(itertools.islice(itertools.pairwise(itertools.count()), 3)))

# expect: [('a', 'b'), ('b', 'c'), ('c', 'd')] [] []
# expect: [(0, 1), (1, 2), (2, 3)]
