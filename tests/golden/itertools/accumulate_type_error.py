# accumulate adds with +: mixed types fail on the item that does not add.
import itertools
acc = itertools.accumulate([1, 2, 'x'])
print(next(acc), next(acc))
next(acc)

# expect: 1 3
# expect runtime error: TypeError: unsupported operand type(s) for +: 'int' and 'str'
