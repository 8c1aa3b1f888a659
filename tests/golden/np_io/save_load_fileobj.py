# np.save / np.load with file objects (io.BytesIO, open(..., 'wb'))
import io
import os
import tempfile
import numpy as np
a = np.array([[1.5, 2.0, 3.25], [4.0, 5.5, 6.125]])
buf = io.BytesIO()
np.save(buf, a)
print(len(buf.getvalue()), buf.getvalue()[:6])
buf.seek(0)
b = np.load(buf)
print(b, b.dtype, np.array_equal(a, b))
buf = io.BytesIO()
np.save(buf, np.array(['ab', 'c']))
print(np.load(io.BytesIO(buf.getvalue())))
path = os.path.join(tempfile.mkdtemp(), 'x.npy')
with open(path, 'wb') as f:
    np.save(f, np.linspace(0, 1, 5))
with open(path, 'rb') as f:
    print(np.load(f))
os.remove(path)


# expect: 176 b'\x93NUMPY'
# expect: [[1.5   2.    3.25 ]
# expect:  [4.    5.5   6.125]] float64 True
# expect: ['ab' 'c']
# expect: [0.   0.25 0.5  0.75 1.  ]
