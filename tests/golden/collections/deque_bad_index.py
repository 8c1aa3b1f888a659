# a deque index must be an integer
from collections import deque
deque([1])["a"]
# expect runtime error: TypeError: sequence index must be integer, not 'str'
