# pickle.Pickler(file, protocol).dump and pickle.Unpickler(file).load: one memo per Pickler
# across its dumps, successive loads from one file, EOFError at its end.
import io
import os
import pickle
import tempfile


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


buf = io.BytesIO()
p = pickle.Pickler(buf, protocol=2)
p.dump([Point(1, 2), "a"])
p.dump({"k": 3})
print(buf.getvalue())
buf.seek(0)
u = pickle.Unpickler(buf)
print(u.load(), u.load())
path = os.path.join(tempfile.mkdtemp(), "data.pkl")
with open(path, "wb") as f:
    pickle.Pickler(f).dump((1, 2.5, None))
    pickle.Pickler(f, pickle.HIGHEST_PROTOCOL).dump({1, 2})
with open(path, "rb") as f:
    up = pickle.Unpickler(f)
    print(up.load(), up.load())
    try:
        up.load()
    except EOFError as e:
        print("EOFError", e)
print(pickle.Pickler.__name__, pickle.Unpickler.__name__, isinstance(p, pickle.Pickler))
try:
    pickle.Pickler(42)
except TypeError as e:
    print(e)
# expect: b'\x80\x02]q\x00(c__main__\nPoint\nq\x01)\x81q\x02}q\x03(X\x01\x00\x00\x00xq\x04K\x01X\x01\x00\x00\x00yq\x05K\x02ubX\x01\x00\x00\x00aq\x06e.\x80\x02}q\x07X\x01\x00\x00\x00kq\x08K\x03s.'
# expect: [Point(1, 2), 'a'] {'k': 3}
# expect: (1, 2.5, None) {1, 2}
# expect: EOFError Ran out of input
# expect: Pickler Unpickler True
# expect: file must have a 'write' attribute
