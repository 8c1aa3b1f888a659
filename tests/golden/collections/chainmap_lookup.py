# ChainMap: lookups search the maps in order; get, in, len, iteration order, repr, maps.
from collections import ChainMap
defaults = {'color': 'red', 'user': 'guest', 'size': 3}
args = {'user': 'admin'}
cm = ChainMap(args, defaults)
print(cm)
print(cm['user'], cm['color'], cm.get('x'), cm.get('x', 5), 'color' in cm, 'x' in cm)
print(len(cm), list(cm), bool(cm), bool(ChainMap()), ChainMap())
print(cm.maps, cm.maps[0] is args)
for k, v in ChainMap({'a': 1, 'b': 2}, {'b': 3, 'c': 4, 'd': 5}).items():
    print(k, v)
print(list(cm.keys()), list(cm.values()), cm.keys(), cm.items())
print(dict(cm), sorted(cm), type(cm).__name__, isinstance(cm, ChainMap))

# expect: ChainMap({'user': 'admin'}, {'color': 'red', 'user': 'guest', 'size': 3})
# expect: admin red None 5 True False
# expect: 3 ['color', 'user', 'size'] True False ChainMap({})
# expect: [{'user': 'admin'}, {'color': 'red', 'user': 'guest', 'size': 3}] True
# expect: b 2
# expect: c 4
# expect: d 5
# expect: a 1
# expect: ['color', 'user', 'size'] ['red', 'admin', 3] KeysView(ChainMap({'user': 'admin'}, {'color': 'red', 'user': 'guest', 'size': 3})) ItemsView(ChainMap({'user': 'admin'}, {'color': 'red', 'user': 'guest', 'size': 3}))
# expect: {'color': 'red', 'user': 'admin', 'size': 3} ['color', 'size', 'user'] ChainMap True
