# pickle of collections' containers, namedtuples and __slots__ instances: CPython's bytes and
# round trips (a defaultdict keeps its factory).
import pickle
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

Pt = namedtuple("Pt", "x y")

class Slotted:
    __slots__ = ("a", "b")
    def __init__(self):
        self.a = 1

for v in [deque([1, 2]), deque([1, 2], maxlen=5), Counter("aab"), defaultdict(int, a=1),
          OrderedDict(a=1), OrderedDict(), Pt(1, 2), [Pt(3, 4), Pt(3, 4)]]:
    b = pickle.dumps(v)
    w = pickle.loads(b)
    print(b, w, type(w).__name__, w == v)
d = defaultdict(list)
d["x"].append(1)
e = pickle.loads(pickle.dumps(d))
e["y"].append(2)
print(e)
s = pickle.loads(pickle.dumps(Slotted()))
print(pickle.dumps(Slotted()), s.a, hasattr(s, "b"))
words = Counter("the cat and the hat and the bat".split())
print(pickle.loads(pickle.dumps(words)).most_common(2))
# expect: b'\x80\x04\x95"\x00\x00\x00\x00\x00\x00\x00\x8c\x0bcollections\x94\x8c\x05deque\x94\x93\x94)R\x94(K\x01K\x02e.' deque([1, 2]) deque True
# expect: b'\x80\x04\x95&\x00\x00\x00\x00\x00\x00\x00\x8c\x0bcollections\x94\x8c\x05deque\x94\x93\x94)K\x05\x86\x94R\x94(K\x01K\x02e.' deque([1, 2], maxlen=5) deque True
# expect: b'\x80\x04\x95/\x00\x00\x00\x00\x00\x00\x00\x8c\x0bcollections\x94\x8c\x07Counter\x94\x93\x94}\x94(\x8c\x01a\x94K\x02\x8c\x01b\x94K\x01u\x85\x94R\x94.' Counter({'a': 2, 'b': 1}) Counter True
# expect: b'\x80\x04\x95=\x00\x00\x00\x00\x00\x00\x00\x8c\x0bcollections\x94\x8c\x0bdefaultdict\x94\x93\x94\x8c\x08builtins\x94\x8c\x03int\x94\x93\x94\x85\x94R\x94\x8c\x01a\x94K\x01s.' defaultdict(<class 'int'>, {'a': 1}) defaultdict True
# expect: b'\x80\x04\x95)\x00\x00\x00\x00\x00\x00\x00\x8c\x0bcollections\x94\x8c\x0bOrderedDict\x94\x93\x94)R\x94\x8c\x01a\x94K\x01s.' OrderedDict([('a', 1)]) OrderedDict True
# expect: b'\x80\x04\x95"\x00\x00\x00\x00\x00\x00\x00\x8c\x0bcollections\x94\x8c\x0bOrderedDict\x94\x93\x94)R\x94.' OrderedDict() OrderedDict True
# expect: b'\x80\x04\x95\x1b\x00\x00\x00\x00\x00\x00\x00\x8c\x08__main__\x94\x8c\x02Pt\x94\x93\x94K\x01K\x02\x86\x94\x81\x94.' Pt(x=1, y=2) Pt True
# expect: b'\x80\x04\x95)\x00\x00\x00\x00\x00\x00\x00]\x94(\x8c\x08__main__\x94\x8c\x02Pt\x94\x93\x94K\x03K\x04\x86\x94\x81\x94h\x03K\x03K\x04\x86\x94\x81\x94e.' [Pt(x=3, y=4), Pt(x=3, y=4)] list True
# expect: defaultdict(<class 'list'>, {'x': [1], 'y': [2]})
# expect: b'\x80\x04\x95(\x00\x00\x00\x00\x00\x00\x00\x8c\x08__main__\x94\x8c\x07Slotted\x94\x93\x94)\x81\x94N}\x94\x8c\x01a\x94K\x01s\x86\x94b.' 1 False
# expect: [('the', 3), ('and', 2)]
