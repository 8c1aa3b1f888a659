# append and pop at both ends
from collections import deque
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d))
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([-1, -2])
print(d, d[0], d[-1], 7 in d, 99 in d)
print(list(d), list(reversed(d)), bool(d), bool(deque()))
# expect: deque([0, 1, 2, 3, 4]) 5
# expect: 4 0 deque([1, 2, 3])
# expect: deque([-2, -1, 1, 2, 3, 7, 8]) -2 8 True False
# expect: [-2, -1, 1, 2, 3, 7, 8] [8, 7, 3, 2, 1, -1, -2] True False
