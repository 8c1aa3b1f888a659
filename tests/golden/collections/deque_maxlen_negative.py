# maxlen must be non-negative
from collections import deque
deque([], maxlen=-1)
# expect runtime error: ValueError: maxlen must be non-negative
