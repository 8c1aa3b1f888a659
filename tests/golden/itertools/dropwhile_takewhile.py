# dropwhile and takewhile: the predicate decides once.
import itertools
print(list(itertools.dropwhile(lambda x: x < 3, [1, 2, 3, 4, 1])))
print(list(itertools.takewhile(lambda x: x < 3, [1, 2, 3, 4, 1])))
print(list(itertools.takewhile(lambda x: x * x < 50, itertools.count())))
tw = itertools.takewhile(lambda x: x < 2, [1, 5, 1])
print(list(tw), list(tw))

# expect: [3, 4, 1]
# expect: [1, 2]
# expect: [0, 1, 2, 3, 4, 5, 6, 7]
# expect: [1] []
