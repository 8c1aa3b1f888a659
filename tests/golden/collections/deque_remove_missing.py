# remove of a value that is not there
from collections import deque
deque([1, 2]).remove(5)
# expect runtime error: ValueError: 5 is not in deque
