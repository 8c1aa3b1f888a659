# A new array with no elements has all-zero strides in NumPy 1.24 (a view of one keeps the
# strides its slicing gives).
import numpy as np
z = np.zeros((0, 3))
print(z.strides, np.empty((2, 0, 4)).strides, np.zeros(0).strides, np.array([]).strides, np.zeros((0, 3), order='F').strides)
print((z + 1).strides, z.astype(np.int32).strides, z.copy().strides, z.T.strides, z.flatten().strides)
print(np.arange(12.).reshape(3, 4)[:0].strides, z.ravel().strides, z.reshape(0, 1, 3).strides)
print(np.asarray(z, order='F').strides, np.zeros((3, 0)).sum(axis=1, keepdims=True).strides, np.zeros((0, 3)).sum(axis=1, keepdims=True).strides)
print(z.flags.c_contiguous, z.flags.f_contiguous)
# expect: (0, 0) (0, 0, 0) (0,) (0,) (0, 0)
# expect: (0, 0) (0, 0) (0, 0) (0, 0) (0,)
# expect: (32, 8) (8,) (24, 24, 8)
# expect: (0, 0) (8, 8) (0, 0)
# expect: True True
