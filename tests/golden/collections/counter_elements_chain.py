# Counter.elements() is an itertools.chain (chain.from_iterable over repeat), counts of 0 skipped.
from collections import Counter
e = Counter(a=2, b=0, c=1).elements()
print(type(e).__name__, list(e), sorted(Counter("hello").elements()), iter(e) is e)
# expect: chain ['a', 'a', 'c'] ['e', 'h', 'l', 'l', 'o'] True
