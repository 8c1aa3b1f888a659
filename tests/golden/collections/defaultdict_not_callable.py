# the first argument must be callable or None
from collections import defaultdict
defaultdict(3)
# expect runtime error: TypeError: first argument must be callable or None
