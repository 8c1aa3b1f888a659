# changing a deque while iterating over it
from collections import deque
d = deque([1, 2, 3])
for x in d:
    d.append(x)
# expect runtime error: RuntimeError: deque mutated during iteration
