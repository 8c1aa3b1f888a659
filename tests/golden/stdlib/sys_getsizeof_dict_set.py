# sys.getsizeof of dicts (key table by size; str keys take smaller entries) and sets.
import sys
g = sys.getsizeof
d = {}
ds = []
for i in range(30):
    d[i] = i
    ds.append(g(d))
print(g({}), ds)
print(g({'a': 1}), g({'a': 1, 'b': 2, 'c': 3, 'd': 4, 'e': 5, 'f': 6}), g({i: i for i in range(10)}))
d.clear()
print(g(d))
s = set()
ss = []
for i in range(30):
    s.add(i)
    ss.append(g(s))
print(g(set()), ss)
print(g(set(range(10))), g(frozenset()), g({1, 2}))
# expect: 64 [224, 224, 224, 224, 224, 352, 352, 352, 352, 352, 632, 632, 632, 632, 632, 632, 632, 632, 632, 632, 632, 1168, 1168, 1168, 1168, 1168, 1168, 1168, 1168, 1168]
# expect: 184 272 352
# expect: 64
# expect: 216 [216, 216, 216, 216, 728, 728, 728, 728, 728, 728, 728, 728, 728, 728, 728, 728, 728, 728, 2264, 2264, 2264, 2264, 2264, 2264, 2264, 2264, 2264, 2264, 2264, 2264]
# expect: 728 216 216
