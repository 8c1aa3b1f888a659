# combinations and combinations_with_replacement, in lexicographic order of positions.
import itertools
print(list(itertools.combinations('abcd', 2)))
print(list(itertools.combinations(range(5), 3)))
print(list(itertools.combinations([1], 2)), list(itertools.combinations([1, 2], 0)))
print(list(itertools.combinations_with_replacement('abc', 2)))
print(list(itertools.combinations_with_replacement([], 2)), list(itertools.combinations_with_replacement([], 0)))
print(len(list(itertools.combinations(range(10), 4))), len(list(itertools.combinations_with_replacement(range(5), 3))))

# expect: [('a', 'b'), ('a', 'c'), ('a', 'd'), ('b', 'c'), ('b', 'd'), ('c', 'd')]
# expect: [(0, 1, 2), (0, 1, 3), (0, 1, 4), (0, 2, 3), (0, 2, 4), (0, 3, 4), (1, 2, 3), (1, 2, 4), (1, 3, 4), (2, 3, 4)]
# expect: [] [()]
# expect: [('a', 'a'), ('a', 'b'), ('a', 'c'), ('b', 'b'), ('b', 'c'), ('c', 'c')]
# expect: [] [()]
# expect: 210 35
