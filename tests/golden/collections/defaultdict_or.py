# | keeps the defaultdict's factory
from collections import defaultdict
d = defaultdict(list, {"a": [1]})
print(d | {"b": 2})
print({"b": 2} | d)
d |= {"c": 3}
print(d)
# expect: defaultdict(<class 'list'>, {'a': [1], 'b': 2})
# expect: defaultdict(<class 'list'>, {'b': 2, 'a': [1]})
# expect: defaultdict(<class 'list'>, {'a': [1], 'c': 3})
