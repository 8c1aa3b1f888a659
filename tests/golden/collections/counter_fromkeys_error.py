# Counter.fromkeys is undefined
from collections import Counter
Counter().fromkeys("abc")
# expect runtime error: NotImplementedError: Counter.fromkeys() is undefined.  Use Counter(iterable) instead.
