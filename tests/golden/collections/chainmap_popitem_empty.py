# popitem() when the first map is empty.
from collections import ChainMap
cm = ChainMap({}, {'b': 2})
cm.popitem()

# expect runtime error: KeyError: 'No keys found in the first mapping.'
