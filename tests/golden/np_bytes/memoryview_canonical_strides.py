# NumPy's buffer export gives a C-contiguous array canonical C strides, whatever its length-1
# or empty axes hold; other layouts keep their own.
import numpy as np
print(memoryview(np.zeros((0, 3))).strides, memoryview(np.zeros((3, 0))).strides, memoryview(np.zeros((3, 1), order='F')).strides)
print(memoryview(np.zeros((2, 3), order='F')).strides, memoryview(np.arange(12.).reshape(3, 4)[:, :1]).strides, memoryview(np.zeros((1, 3), order='F')).strides)
print(np.zeros((3, 1), order='F').data.strides)
# expect: (24, 8) (0, 8) (8, 8)
# expect: (8, 16) (32, 8) (24, 8)
# expect: (8, 8)
