# insert into a full bounded deque
from collections import deque
deque([1, 2], maxlen=2).insert(0, 5)
# expect runtime error: IndexError: deque already at its maximum size
