# np.savez_compressed writes deflated .npy members (".npz" added to the name); np.load reads
# them back, with names, dtypes and shapes.
import numpy as np
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, 'data')
np.savez_compressed(p, np.arange(1000), b=np.linspace(0, 1, 7), c=np.array([[1, 2], [3, 4]], dtype=np.int8))
print(sorted(os.listdir(d)))
with np.load(p + '.npz') as f:
    print(f.files, f['arr_0'][:5], f['arr_0'].sum(), f['b'], f['c'], f['c'].dtype)
print(os.path.getsize(p + '.npz') < 4000)
q = os.path.join(d, 'more.npz')
np.savez_compressed(q, x=np.zeros(0), y=np.ones((2, 3), dtype=np.float32), z=np.array([True, False]))
r = np.load(q)
print(r['x'], r['y'], r['z'], len(r), sorted(r.keys()))

# expect: ['data.npz']
# expect: ['b', 'c', 'arr_0'] [0 1 2 3 4] 499500 [0.         0.16666667 0.33333333 0.5        0.66666667 0.83333333
# expect:  1.        ] [[1 2]
# expect:  [3 4]] int8
# expect: True
# expect: [] [[1. 1. 1.]
# expect:  [1. 1. 1.]] [ True False] 3 ['x', 'y', 'z']
