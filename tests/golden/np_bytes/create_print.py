import numpy as np
b = np.array([b'ab', b'c'])
print(b)
print(repr(b))
print(b.dtype, repr(b.dtype), b.dtype.kind, b.dtype.char, b.dtype.name, b.dtype.itemsize)
print(b.itemsize, b.nbytes, b.shape, len(b))
# expect: [b'ab' b'c']
# expect: array([b'ab', b'c'], dtype='|S2')
# expect: |S2 dtype('S2') S S bytes16 2
# expect: 2 4 (2,) 2
