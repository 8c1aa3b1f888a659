# Unwinding frees what it unwinds: sum() whose addition raises releases the iterator, the
# item and the running total (`make asan` checks with leak detection on).
print(sum([[1], [2]], []))
print(sum([[1], [2]], 5))
# expect: [1, 2]
# expect runtime error: TypeError: unsupported operand type(s) for +: 'int' and 'list'
