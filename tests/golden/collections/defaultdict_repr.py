# repr shows the factory and the dict
from collections import defaultdict
print(defaultdict(int))
print(repr(defaultdict(list, {"a": [1]})))
print(defaultdict(None, {1: 2}), defaultdict())
print(type(defaultdict(int)), type(defaultdict(int)).__name__)
# expect: defaultdict(<class 'int'>, {})
# expect: defaultdict(<class 'list'>, {'a': [1]})
# expect: defaultdict(None, {1: 2}) defaultdict(None, {})
# expect: <class 'collections.defaultdict'> defaultdict
