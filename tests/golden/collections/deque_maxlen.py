# a bounded deque drops items from the other end
from collections import deque
d = deque(maxlen=3)
for i in range(5):
    d.append(i)
print(d, d.maxlen)
d.appendleft(9)
print(d)
print(deque([1, 2]), deque(), deque("ab"), deque(maxlen=0), deque(range(3)).maxlen)
# expect: deque([2, 3, 4], maxlen=3) 3
# expect: deque([9, 2, 3], maxlen=3)
# expect: deque([1, 2]) deque([]) deque(['a', 'b']) deque([], maxlen=0) None
