# pop from an empty deque
from collections import deque
deque().pop()
# expect runtime error: IndexError: pop from an empty deque
