# Advanced indices after basic ones (a[:, [2, 0]]): NumPy fills a buffer with the advanced
# dims first and returns its transposed view, so the strides (and what reads memory order,
# as a product with the result) are NumPy's.
import numpy as np

a = np.arange(12.).reshape(3, 4)
for r in [a[:, [2, 0, 1]], a[[2, 0]], a[:, [1]], a[:, np.array([3, 2, 1, 0])], a[..., [0, 1]],
          a[:, [True, False, True, True]]]:
    print(r.shape, r.strides, r.flags['C_CONTIGUOUS'], r.flags['F_CONTIGUOUS'], r.base is None)
print(a[:, [2, 0]])
b = np.arange(24).reshape(2, 3, 4)
for r in [b[:, [0, 2]], b[:, :, [1, 2]], b[:, [0, 1], [1, 2]], b[[0, 1], :, [1, 2]], b[1:, [0, 1]],
          b[:, 0, [1, 2]], b[0, :, [1, 2]]]:
    print(r.shape, r.strides)
print(b[:, :, [3, 0]])
print(b[:, :, [3, 0]].base.shape)


# expect: (3, 3) (8, 24) False True False
# expect: (2, 4) (32, 8) True False True
# expect: (3, 1) (8, 24) True True False
# expect: (3, 4) (8, 24) False True False
# expect: (3, 2) (8, 24) False True False
# expect: (3, 3) (8, 24) False True False
# expect: [[ 2.  0.]
# expect:  [ 6.  4.]
# expect:  [10.  8.]]
# expect: (2, 2, 4) (32, 64, 8)
# expect: (2, 3, 2) (24, 8, 48)
# expect: (2, 2) (8, 16)
# expect: (2, 3) (24, 8)
# expect: (1, 2, 4) (32, 32, 8)
# expect: (2, 2) (8, 16)
# expect: (2, 3) (24, 8)
# expect: [[[ 3  0]
# expect:   [ 7  4]
# expect:   [11  8]]
# expect:
# expect:  [[15 12]
# expect:   [19 16]
# expect:   [23 20]]]
# expect: (2, 2, 3)
