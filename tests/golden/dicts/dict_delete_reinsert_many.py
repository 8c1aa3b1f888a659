# Adding and deleting keys over and over (the newest key deleted each time, as a backtracking
# search does) keeps lookups of absent keys working: the deleted slots are reclaimed.
d = {}
for i in range(50):
    k = "key" + str(i)
    d[k] = i
    assert k in d
    del d[k]
print(len(d), "key7" in d, d)
d = {"a": 1}
for i in range(50):
    d[i] = i
    d.popitem()
print(d, 3 in d)
from collections import OrderedDict
o = OrderedDict()
for i in range(50):
    o[i] = i
    o.popitem()
print(o, 5 in o)
# expect: 0 False {}
# expect: {'a': 1} False
# expect: OrderedDict() False
