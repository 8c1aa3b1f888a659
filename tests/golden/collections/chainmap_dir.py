# The public names of a ChainMap.
from collections import ChainMap
print([n for n in dir(ChainMap()) if not n.startswith('_')])

# expect: ['clear', 'copy', 'fromkeys', 'get', 'items', 'keys', 'maps', 'new_child', 'parents', 'pop', 'popitem', 'setdefault', 'update', 'values']
