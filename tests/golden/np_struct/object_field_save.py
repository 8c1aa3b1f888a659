# np.save of a structured array with object fields pickles it into the .npy file (descr lists
# '|O'), as NumPy does; np.load needs allow_pickle=True for it; allow_pickle=False refuses both.
import io
import numpy as np

a = np.array([('x', 1.0), ([1, 2], 2.5)], dtype=[('n', 'O'), ('v', 'f8')])
f = io.BytesIO()
np.save(f, a)
raw = f.getvalue()
print(raw[:10], b"'|O'" in raw)
f.seek(0)
try:
    np.load(f)
except ValueError as e:
    print(e)
f.seek(0)
b = np.load(f, allow_pickle=True)
print(b, b.dtype, b['n'][1])
try:
    np.save(io.BytesIO(), a, allow_pickle=False)
except ValueError as e:
    print(e)
# expect: b'\x93NUMPY\x01\x00v\x00' True
# expect: Object arrays cannot be loaded when allow_pickle=False
# expect: [('x', 1. ) (list([1, 2]), 2.5)] [('n', 'O'), ('v', '<f8')] [1, 2]
# expect: Object arrays cannot be saved when allow_pickle=False
