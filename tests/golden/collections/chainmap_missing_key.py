# A key no map has: KeyError.
from collections import ChainMap
cm = ChainMap({'a': 1}, {'b': 2})
print(cm['b'])
cm['c']

# expect: 2
# expect runtime error: KeyError: 'c'
