# np.save / np.load of structured arrays (descr is dtype.descr's list) and of object arrays
# (pickled, protocol 3; np.load needs allow_pickle=True), and np.savez with a structured array.
import io
import numpy as np

a = np.array([(1, 2.5, b'ab', 'xy'), (3, 4.5, b'cd', 'z')],
             dtype=[('x', 'i4'), ('y', 'f8'), ('s', 'S2'), ('u', 'U3')])
f = io.BytesIO()
np.save(f, a)
print(f.getvalue())
f.seek(0)
b = np.load(f)
print(b, b.dtype, b.shape)
b['x'][0] = 7
print(b['x'], b['u'], b[1])
g = np.zeros((2, 2), dtype=[('p', 'f4', (2,)), ('q', 'u1')])
g['q'] = [[1, 2], [3, 4]]
f = io.BytesIO()
np.save(f, g)
f.seek(0)
h = np.load(f)
print(repr(h))

o = np.array([1, 'a', [2, 3], None, 2.5], dtype=object)
f = io.BytesIO()
np.save(f, o)
print(f.getvalue()[:140])
print(len(f.getvalue()))
f.seek(0)
try:
    np.load(f)
except ValueError as e:
    print(e)
f.seek(0)
p = np.load(f, allow_pickle=True)
print(p, p.dtype, p.shape)
try:
    np.save(io.BytesIO(), o, allow_pickle=False)
except ValueError as e:
    print(e)
o2 = np.empty((2, 2), dtype=object)
o2[0, 0] = {'k': 1}
o2[1, 1] = np.arange(3)
f = io.BytesIO()
np.save(f, o2)
f.seek(0)
q = np.load(f, allow_pickle=True)
print(q, q.shape)

f = io.BytesIO()
np.savez(f, s=a, t=np.arange(3))
f.seek(0)
z = np.load(f)
print(sorted(z.files))
print(z['s'], z['s'].dtype)
print(z['t'])

# expect: b"\x93NUMPY\x01\x00\xb6\x00{'descr': [('x', '<i4'), ('y', '<f8'), ('s', '|S2'), ('u', '<U3')], 'fortran_order': False, 'shape': (2,), }                                                                         \n\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x04@abx\x00\x00\x00y\x00\x00\x00\x00\x00\x00\x00\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x12@cdz\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"
# expect: [(1, 2.5, b'ab', 'xy') (3, 4.5, b'cd', 'z')] [('x', '<i4'), ('y', '<f8'), ('s', 'S2'), ('u', '<U3')] (2,)
# expect: [7 3] ['xy' 'z'] (3, 4.5, b'cd', 'z')
# expect: array([[([0., 0.], 1), ([0., 0.], 2)],
# expect:        [([0., 0.], 3), ([0., 0.], 4)]],
# expect:       dtype=[('p', '<f4', (2,)), ('q', 'u1')])
# expect: b"\x93NUMPY\x01\x00v\x00{'descr': '|O', 'fortran_order': False, 'shape': (5,), }                                                             \n\x80\x03cnumpy.cor"
# expect: 311
# expect: Object arrays cannot be loaded when allow_pickle=False
# expect: [1 'a' list([2, 3]) None 2.5] object (5,)
# expect: Object arrays cannot be saved when allow_pickle=False
# expect: [[{'k': 1} None]
# expect:  [None array([0, 1, 2])]] (2, 2)
# expect: ['s', 't']
# expect: [(1, 2.5, b'ab', 'xy') (3, 4.5, b'cd', 'z')] [('x', '<i4'), ('y', '<f8'), ('s', 'S2'), ('u', '<U3')]
# expect: [0 1 2]
