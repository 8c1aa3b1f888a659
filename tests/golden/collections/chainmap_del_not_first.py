# Deleting a key only a later map has: CPython's message.
from collections import ChainMap
cm = ChainMap({'a': 1}, {'b': 2})
del cm['b']

# expect runtime error: KeyError: "Key not found in the first mapping: 'b'"
