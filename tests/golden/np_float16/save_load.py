import numpy as np, os, tempfile
a = np.array([0.1, 2.5, -3.75], dtype=np.float16)
p = os.path.join(tempfile.mkdtemp(), 'h.npy')
np.save(p, a)
b = np.load(p)
print(b, b.dtype, open(p, 'rb').read()[:50])
# expect: [ 0.1   2.5  -3.75] float16 b"\x93NUMPY\x01\x00v\x00{'descr': '<f2', 'fortran_order': False,"
