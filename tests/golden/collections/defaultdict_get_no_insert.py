# get, in and setdefault do not call the factory
from collections import defaultdict
d = defaultdict(int)
print(d.get("a"), d.get("a", 5), "a" in d, len(d))
print(d.setdefault("b", 7), d)
# expect: None 5 False 0
# expect: 7 defaultdict(<class 'int'>, {'b': 7})
