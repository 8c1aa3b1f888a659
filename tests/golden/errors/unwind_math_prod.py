# Unwinding frees what it unwinds: math.prod() whose multiplication raises part-way releases
# the iterator and the running product (`make asan` checks with leak detection on).
import math
print(math.prod([[1], 2, 2]))
print(math.prod([[1], 2, None]))
# expect: [1, 1, 1, 1]
# expect runtime error: TypeError: can't multiply sequence by non-int of type 'NoneType'
