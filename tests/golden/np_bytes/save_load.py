import os
import tempfile
import numpy as np
d = tempfile.mkdtemp()
p = os.path.join(d, 'b.npy')
b = np.array([b'ab', b'c', b''])
np.save(p, b)
x = np.load(p)
print(repr(x), x.dtype, x[0])
with open(p, 'rb') as f:
    print(f.read())
u = np.array([['x', 'yz\u00e9']])
np.save(p, u)
print(repr(np.load(p)))
with open(p, 'rb') as f:
    print(f.read()[-24:])
np.savez(os.path.join(d, 'z.npz'), b=b, u=u)
z = np.load(os.path.join(d, 'z.npz'))
print(repr(z['b']), repr(z['u']))
# expect: array([b'ab', b'c', b''], dtype='|S2') |S2 b'ab'
# expect: b"\x93NUMPY\x01\x00v\x00{'descr': '|S2', 'fortran_order': False, 'shape': (3,), }                                                            \nabc\x00\x00\x00"
# expect: array([['x', 'yzé']], dtype='<U3')
# expect: b'x\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00y\x00\x00\x00z\x00\x00\x00\xe9\x00\x00\x00'
# expect: array([b'ab', b'c', b''], dtype='|S2') array([['x', 'yzé']], dtype='<U3')
