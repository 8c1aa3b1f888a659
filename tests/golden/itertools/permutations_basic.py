# permutations: all of them, of length r, none when r is larger than the input.
import itertools
print(list(itertools.permutations('abc')))
print(list(itertools.permutations(range(4), 2)))
print(list(itertools.permutations([1, 2], 3)), list(itertools.permutations([1, 2], 0)), list(itertools.permutations([1, 2], None)))
print(len(list(itertools.permutations(range(6)))), ''.join(list(itertools.permutations('dcba'))[-1]))

# expect: [('a', 'b', 'c'), ('a', 'c', 'b'), ('b', 'a', 'c'), ('b', 'c', 'a'), ('c', 'a', 'b'), ('c', 'b', 'a')]
# expect: [(0, 1), (0, 2), (0, 3), (1, 0), (1, 2), (1, 3), (2, 0), (2, 1), (2, 3), (3, 0), (3, 1), (3, 2)]
# expect: [] [()] [(1, 2), (2, 1)]
# expect: 720 abcd
