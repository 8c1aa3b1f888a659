# clear, count, index, remove, insert, reverse, copy, item assignment
from collections import deque
d = deque([1, 2, 3, 2])
print(d.count(2), d.index(2), d.index(2, 2))
d.remove(2)
d.insert(1, 9)
d[0] = 7
del d[-1]
print(d)
d.reverse()
print(d, d.copy(), d == deque([9, 3, 7]), d + deque([0]), d * 2)
d.clear()
print(d, len(d))
# expect: 2 1 3
# expect: deque([7, 9, 3])
# expect: deque([3, 9, 7]) deque([3, 9, 7]) False deque([3, 9, 7, 0]) deque([3, 9, 7, 3, 9, 7])
# expect: deque([]) 0
