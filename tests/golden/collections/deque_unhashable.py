# deques are unhashable
from collections import deque
hash(deque())
# expect runtime error: TypeError: unhashable type: 'collections.deque'
