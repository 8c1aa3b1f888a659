# popleft from an empty deque
from collections import deque
deque([1]).popleft()
deque().popleft()
# expect runtime error: IndexError: pop from an empty deque
