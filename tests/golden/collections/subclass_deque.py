# A user class derived from deque: maxlen through super().__init__, +=, repr
from collections import Counter, defaultdict, OrderedDict, deque

class BoundedQueue(deque):
    def __init__(self, n):
        super().__init__(maxlen=n)

    def push(self, x):
        self.append(x)
        return self

bq = BoundedQueue(3)
bq.push(1).push(2).push(3).push(4)
print(bq, list(bq), bq.maxlen, len(bq), bq[0], bq.popleft(), bool(bq))
bq.rotate(1)
print(bq, 3 in bq)
bq += [9]
print(bq, type(bq).__name__, bq == deque([3, 9]))
# expect: BoundedQueue([3, 4], maxlen=3) [2, 3, 4] 3 3 2 2 True
# expect: BoundedQueue([4, 3], maxlen=3) True
# expect: BoundedQueue([4, 3, 9], maxlen=3) BoundedQueue False
