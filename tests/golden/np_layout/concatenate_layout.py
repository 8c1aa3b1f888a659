# np.concatenate (and stack, hstack, vstack) lays its result out in the memory order of its
# inputs, as NumPy does: Fortran-ordered inputs give a Fortran-ordered result.
import numpy as np

a = np.arange(12.).reshape(4, 3)
print(np.concatenate([a.T, a.T]).strides, np.concatenate([a.T, a.T.copy()]).strides)
print(np.concatenate([a.T.copy(), a.T]).strides, np.concatenate([a.T, a.T], axis=1).strides)
print(np.vstack([a.T, a.T]).strides, np.hstack([a.T, a.T]).strides, np.stack([a.T, a.T]).strides)
print(np.concatenate([a.T, a.T], axis=None).strides, np.concatenate([a[::2], a[1::2]]).strides)
b = np.ones((2, 3, 4)).transpose(2, 0, 1)
print(np.concatenate([b, b]).strides, np.concatenate([b, b], axis=2).strides)
print(np.column_stack([np.arange(3), np.arange(3)]).strides)
c = np.concatenate([a.T, a.T])
print(c)
print(c.flags['F_CONTIGUOUS'], c.flags['C_CONTIGUOUS'], c.flags['OWNDATA'])


# expect: (8, 48) (32, 8)
# expect: (32, 8) (8, 24)
# expect: (8, 48) (8, 24) (96, 8, 24)
# expect: (8,) (24, 8)
# expect: (8, 192, 64) (8, 192, 32)
# expect: (16, 8)
# expect: [[ 0.  3.  6.  9.]
# expect:  [ 1.  4.  7. 10.]
# expect:  [ 2.  5.  8. 11.]
# expect:  [ 0.  3.  6.  9.]
# expect:  [ 1.  4.  7. 10.]
# expect:  [ 2.  5.  8. 11.]]
# expect: True False True
