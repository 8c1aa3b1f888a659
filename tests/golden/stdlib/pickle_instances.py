# User class instances: their class by reference, NEWOBJ and the __dict__ through BUILD;
# __reduce__, __getstate__/__setstate__ and __getnewargs__ are honoured; shared and
# self-referencing objects come back shared.
import pickle

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"

class Scaled:
    def __init__(self, v):
        self.v = v
    def __reduce__(self):
        return (Scaled, (self.v * 10,))
    def __repr__(self):
        return f"Scaled({self.v})"

class Cached:
    def __init__(self):
        self.a = 1
        self.cache = "big"
    def __getstate__(self):
        state = self.__dict__.copy()
        del state["cache"]
        return state
    def __setstate__(self, state):
        self.__dict__.update(state)
        self.cache = None

class Empty:
    pass

pts = [Point(1, "a"), Point([1, 2], {"q": 3})]
b = pickle.dumps(pts)
print(b)
print(pickle.loads(b))
print(pickle.dumps(Scaled(2)), pickle.loads(pickle.dumps(Scaled(2))))
c = pickle.loads(pickle.dumps(Cached()))
print(pickle.dumps(Cached()), c.a, c.cache)
print(pickle.dumps(Empty()), type(pickle.loads(pickle.dumps(Empty()))).__name__)
p = Point(0, 0)
q = pickle.loads(pickle.dumps([p, p]))
print(q[0] is q[1], q)
rec = []
rec.append(rec)
z = pickle.loads(pickle.dumps(rec))
print(z[0] is z, pickle.dumps(rec))
print(pickle.dumps([Point, len, int, dict]))
print(pickle.loads(pickle.dumps([Point, len, int, dict])) == [Point, len, int, dict])
# expect: b'\x80\x04\x95O\x00\x00\x00\x00\x00\x00\x00]\x94(\x8c\x08__main__\x94\x8c\x05Point\x94\x93\x94)\x81\x94}\x94(\x8c\x01x\x94K\x01\x8c\x01y\x94\x8c\x01a\x94ubh\x03)\x81\x94}\x94(h\x06]\x94(K\x01K\x02eh\x07}\x94\x8c\x01q\x94K\x03sube.'
# expect: [Point(1, a), Point([1, 2], {'q': 3})]
# expect: b'\x80\x04\x95\x1d\x00\x00\x00\x00\x00\x00\x00\x8c\x08__main__\x94\x8c\x06Scaled\x94\x93\x94K\x14\x85\x94R\x94.' Scaled(20)
# expect: b'\x80\x04\x95$\x00\x00\x00\x00\x00\x00\x00\x8c\x08__main__\x94\x8c\x06Cached\x94\x93\x94)\x81\x94}\x94\x8c\x01a\x94K\x01sb.' 1 None
# expect: b'\x80\x04\x95\x19\x00\x00\x00\x00\x00\x00\x00\x8c\x08__main__\x94\x8c\x05Empty\x94\x93\x94)\x81\x94.' Empty
# expect: True [Point(0, 0), Point(0, 0)]
# expect: True b'\x80\x04\x95\x06\x00\x00\x00\x00\x00\x00\x00]\x94h\x00a.'
# expect: b'\x80\x04\x95K\x00\x00\x00\x00\x00\x00\x00]\x94(\x8c\x08__main__\x94\x8c\x05Point\x94\x93\x94\x8c\x08builtins\x94\x8c\x03len\x94\x93\x94\x8c\x08builtins\x94\x8c\x03int\x94\x93\x94h\x07\x8c\x04dict\x94\x93\x94e.'
# expect: True
