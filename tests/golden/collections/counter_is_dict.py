# a Counter is a dict; del of a missing key is ignored
from collections import Counter
c = Counter("aabc")
print(isinstance(c, dict), isinstance(c, Counter), type(c))
print(dict(c), sorted(c), list(c.items()))
del c["a"]
del c["zzz"]
print(c, c.copy(), type(c.copy()).__name__)
# expect: True True <class 'collections.Counter'>
# expect: {'a': 2, 'b': 1, 'c': 1} ['a', 'b', 'c'] [('a', 2), ('b', 1), ('c', 1)]
# expect: Counter({'b': 1, 'c': 1}) Counter({'b': 1, 'c': 1}) Counter
