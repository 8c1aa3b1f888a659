# ufunc.reduce over axis 0 (the default), other axes, None and tuples
import numpy as np
a = np.arange(12).reshape(3, 4)
print(np.add.reduce(a), np.add.reduce(a, axis=1), np.add.reduce(a, axis=None), np.add.reduce(a, axis=(0, 1)))
print(np.multiply.reduce(np.arange(1, 6)), np.maximum.reduce(a, axis=1), np.minimum.reduce(a, axis=-1))
print(np.subtract.reduce([10, 1, 2]), np.subtract.reduce(a, axis=1), np.subtract.reduce(np.arange(4.), axis=None))
print(np.add.reduce(a, keepdims=True), np.add.reduce(a, axis=1, keepdims=True).shape)
print(np.add.reduce(a, axis=()).shape, np.maximum.reduce(a, axis=None))
print(np.logical_and.reduce([[1, 0], [1, 1]], axis=1), np.logical_or.reduce(np.zeros(3)), np.logical_xor.reduce([True, True, True]))
print(np.bitwise_or.reduce(np.array([1, 2, 4, 8], dtype=np.uint8)), np.bitwise_and.reduce([7, 6, 12]), np.bitwise_xor.reduce([5, 3]))
print(np.power.reduce([2, 3, 2]), np.divide.reduce([8.0, 2.0, 2.0]), np.floor_divide.reduce([100, 7, 2]))
print(np.fmax.reduce([1.0, np.nan, 3.0]), np.maximum.reduce([1.0, np.nan, 3.0]), np.hypot.reduce([3.0, 4.0, 12.0]))
print(np.equal.reduce([True, False, False]), np.less.reduce([False, True]))
print(np.add.reduce(np.float64(3)), np.add.reduce(5), np.add.reduce(np.array(2.5), axis=None))

# expect: [12 15 18 21] [ 6 22 38] 66 66
# expect: 120 [ 3  7 11] [0 4 8]
# expect: 7 [ -6 -14 -22] -6.0
# expect: [[12 15 18 21]] (3, 1)
# expect: (3, 4) 11
# expect: [False  True] False True
# expect: 15 4 6
# expect: 64 2.0 7
# expect: 3.0 nan 13.0
# expect: True True
# expect: 3.0 5 2.5
