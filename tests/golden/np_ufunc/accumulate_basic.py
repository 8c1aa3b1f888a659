# ufunc.accumulate along axes, with dtypes
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.add.accumulate(a), np.add.accumulate(a, axis=1), np.add.accumulate(a, axis=-1).dtype)
print(repr(np.multiply.accumulate(np.array([1, 2, 3], dtype=np.int8))), repr(np.add.accumulate([True, True])))
print(np.subtract.accumulate([1.0, 2.0, 3.0]), np.maximum.accumulate(np.array([1.0, np.nan, 3.0])), np.maximum.accumulate([3, 1, 4, 1, 5]))
print(np.logical_and.accumulate(np.array([1, 1, 0, 1])), np.add.accumulate([]), np.add.accumulate(np.ones((2, 0)), axis=1).shape)
x = np.arange(1000) * 0.1
print(np.array_equal(np.add.accumulate(x), np.cumsum(x)), repr(np.add.accumulate(x)[-1]))
print(repr(np.add.accumulate(np.array([1 + 1j, 2 - 1j, 3j]))), repr(np.add.accumulate(a, dtype=np.float32)))
out = np.zeros((2, 3))
print(np.add.accumulate(a, out=out) is out, out)
b = np.arange(24).reshape(2, 3, 4)
print(np.add.accumulate(b, axis=1)[1], np.minimum.accumulate(b[:, ::-1, :], axis=1)[0])

# expect: [[0 1 2]
# expect:  [3 5 7]] [[ 0  1  3]
# expect:  [ 3  7 12]] int64
# expect: array([1, 2, 6]) array([1, 2])
# expect: [ 1. -1. -4.] [ 1. nan nan] [3 3 4 4 5]
# expect: [ True  True False False] [] (2, 0)
# expect: True 49950.0
# expect: array([1.+1.j, 3.+0.j, 3.+3.j]) array([[0., 1., 2.],
# expect:        [3., 5., 7.]], dtype=float32)
# expect: True [[0. 1. 2.]
# expect:  [3. 5. 7.]]
# expect: [[12 13 14 15]
# expect:  [28 30 32 34]
# expect:  [48 51 54 57]] [[ 8  9 10 11]
# expect:  [ 4  5  6  7]
# expect:  [ 0  1  2  3]]
