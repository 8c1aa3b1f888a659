# Counter.fromkeys called on the class (as dict.fromkeys is) raises the same NotImplementedError
from collections import Counter

try:
    Counter.fromkeys("abc", 1)
except NotImplementedError as e:
    print(type(e).__name__, e)
print(Counter("abca").most_common(1))
Counter.fromkeys(["x"])
# expect: NotImplementedError Counter.fromkeys() is undefined.  Use Counter(iterable) instead.
# expect: [('a', 2)]
# expect runtime error: NotImplementedError: Counter.fromkeys() is undefined.  Use Counter(iterable) instead.
