# deque's argument count error, through a subclass as through deque itself
from collections import deque


class Q(deque):
    pass


try:
    deque([1], 2, maxlen=3)
except TypeError as e:
    print(e)
Q(1, 2, 3, 4)
# expect: deque() takes at most 2 arguments (3 given)
# expect runtime error: TypeError: deque() takes at most 2 arguments (4 given)
