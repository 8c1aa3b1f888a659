# order='F' lays the first axis out fastest: strides, flags, printing and copies follow NumPy
import numpy as np
a = np.zeros((2, 3), order='F')
print(a.strides, a.flags.f_contiguous, a.flags.c_contiguous)
b = np.array([[1, 2, 3], [4, 5, 6]], order='F')
print(b, b.strides, b.flags['F_CONTIGUOUS'], b.ravel(), b.ravel(order='F'))
c = np.empty((2, 3, 4), dtype=np.float32, order='F'); print(c.strides)
d = np.ones((3, 2), order='F'); print(d.strides, d)
e = np.full((2, 2), 7, order='F'); print(e.strides)
print(np.asfortranarray(np.arange(6).reshape(2, 3)).strides, np.asarray([[1, 2], [3, 4]], order='F').strides)
print(np.zeros_like(a).strides, np.array(a).strides, np.copy(b).strides, b.copy().strides, b.T.flags.c_contiguous)
print(np.array(b, order='C').strides, np.ascontiguousarray(b).strides)
# expect: (8, 16) True False
# expect: [[1 2 3]
# expect:  [4 5 6]] (8, 16) True [1 2 3 4 5 6] [1 4 2 5 3 6]
# expect: (4, 8, 24)
# expect: (8, 24) [[1. 1.]
# expect:  [1. 1.]
# expect:  [1. 1.]]
# expect: (8, 16)
# expect: (8, 16) (8, 16)
# expect: (8, 16) (8, 16) (8, 16) (24, 8) True
# expect: (24, 8) (24, 8)
