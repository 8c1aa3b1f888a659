# default_factory can be read and replaced
from collections import defaultdict
d = defaultdict(int)
print(d.default_factory)
d.default_factory = list
d["a"].append(1)
print(d, d.default_factory)
# expect: <class 'int'>
# expect: defaultdict(<class 'list'>, {'a': [1]}) <class 'list'>
