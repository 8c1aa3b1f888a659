# WeakKeyDictionary and WeakSet: entries go when their key or member does.
import weakref

class Key:
    def __init__(self, n):
        self.n = n

meta = weakref.WeakKeyDictionary()
k1, k2 = Key(1), Key(2)
meta[k1] = "one"
meta[k2] = "two"
print(len(meta), meta[k1], k2 in meta, 5 in meta, sorted(meta.values()), meta.get(Key(3), "?"))
del k1
print(len(meta), [k.n for k in meta], [v for k, v in meta.items()])
live = weakref.WeakSet()
x, y, z = Key(7), Key(8), Key(9)
for o in (x, y, z):
    live.add(o)
live.add(x)
print(len(live), x in live, 3 in live, sorted(o.n for o in live))
del y
live.discard(z)
print(len(live), [o.n for o in live])
live.remove(x)
print(len(live))
try:
    live.remove(x)
except KeyError:
    print("KeyError")
s2 = weakref.WeakSet([z, x])
z = None
print(len(s2))
# expect: 2 one True False ['one', 'two'] ?
# expect: 1 [2] ['two']
# expect: 3 True False [7, 8, 9]
# expect: 1 [7]
# expect: 0
# expect: KeyError
# expect: 2
