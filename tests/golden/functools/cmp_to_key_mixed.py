# A key object compares only with key objects.
from functools import cmp_to_key
K = cmp_to_key(lambda a, b: a - b)
K(1) < 2

# expect runtime error: TypeError: other argument must be K instance
