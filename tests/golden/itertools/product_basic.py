# product: the cartesian product, with repeat=.
import itertools
print(list(itertools.product('ab', [1, 2])))
print(list(itertools.product([0, 1], repeat=3)))
print(list(itertools.product()), list(itertools.product('ab', [])), list(itertools.product('ab', repeat=0)))
print(len(list(itertools.product(range(3), range(4), range(5)))))

# expect: [('a', 1), ('a', 2), ('b', 1), ('b', 2)]
# expect: [(0, 0, 0), (0, 0, 1), (0, 1, 0), (0, 1, 1), (1, 0, 0), (1, 0, 1), (1, 1, 0), (1, 1, 1)]
# expect: [()] [] [()]
# expect: 60
