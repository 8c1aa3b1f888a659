# pickle.dump/load with files: several pickles in one file load one at a time, then EOFError.
import io
import os
import pickle
import tempfile

path = os.path.join(tempfile.mkdtemp(), "data.pkl")
with open(path, "wb") as f:
    pickle.dump({"scores": [90, 85]}, f)
    pickle.dump(("done", 2), f, protocol=3)
print(os.path.getsize(path))
with open(path, "rb") as f:
    print(pickle.load(f))
    print(pickle.load(f))
    try:
        pickle.load(f)
    except EOFError as e:
        print("EOFError:", e)
buf = io.BytesIO()
pickle.dump([1.5, None], buf)
buf.seek(0)
print(pickle.load(buf), buf.getvalue())
os.remove(path)
# expect: 51
# expect: {'scores': [90, 85]}
# expect: ('done', 2)
# expect: EOFError: Ran out of input
# expect: [1.5, None] b'\x80\x04\x95\x0f\x00\x00\x00\x00\x00\x00\x00]\x94(G?\xf8\x00\x00\x00\x00\x00\x00Ne.'
