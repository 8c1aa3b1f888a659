# numpy.str_ / numpy.bytes_ scalars carry the array attributes itemsize, nbytes, ndim, shape, size
import numpy as np
s = np.str_('hi')
print(s.dtype, s.itemsize, s.nbytes, s.ndim, s.shape, s.size)
b = np.bytes_(b'xyz')
print(b.dtype, b.itemsize, b.nbytes, b.ndim, b.shape, b.size)
x = np.array(['abc', 'de'])[1]
print(type(x).__name__, x.dtype, x.itemsize)
e = np.str_('')
print(e.itemsize, e.dtype)


# expect: <U2 8 8 0 () 1
# expect: |S3 3 3 0 () 1
# expect: str_ <U2 8
# expect: 0 <U0
