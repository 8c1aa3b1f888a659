# indexing past the end
from collections import deque
deque([1, 2])[2]
# expect runtime error: IndexError: deque index out of range
