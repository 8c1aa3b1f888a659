# pop() of a key not in the first map, without a default.
from collections import ChainMap
cm = ChainMap({'a': 1}, {'b': 2})
cm.pop('b')

# expect runtime error: KeyError: "Key not found in the first mapping: 'b'"
