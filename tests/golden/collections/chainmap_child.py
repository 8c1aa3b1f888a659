# ChainMap.new_child and parents: nested scopes; writes go to the first map only.
from collections import ChainMap
glob = {'x': 1, 'y': 2}
scope = ChainMap(glob)
inner = scope.new_child()
inner['x'] = 10
print(inner, inner['x'], scope['x'], inner.parents)
print(scope.new_child({'a': 1}, b=2), scope.new_child(z=0))
inner2 = inner.new_child()
print(len(inner2.maps), inner2.parents.parents == scope, inner2['y'])

# expect: ChainMap({'x': 10}, {'x': 1, 'y': 2}) 10 1 ChainMap({'x': 1, 'y': 2})
# expect: ChainMap({'a': 1, 'b': 2}, {'x': 1, 'y': 2}) ChainMap({'z': 0}, {'x': 1, 'y': 2})
# expect: 3 True 2
