# reduce folds from the left, with and without an initial value.
from functools import reduce
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 10))
print(reduce(lambda a, b: a + b, [], 'empty'), reduce(lambda a, b: a, [7]))
print(reduce(lambda acc, c: c + acc, 'abc', ''), reduce(max, iter([3, 9, 2])))

# expect: 10 1200
# expect: empty 7
# expect: cba 9
