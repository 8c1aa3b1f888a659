# partial's first argument must be callable.
from functools import partial
partial(3, 4)

# expect runtime error: TypeError: the first argument must be callable
