# np.take / ndarray.take with mode='clip' and mode='wrap'
import numpy as np
print(np.take([10, 20, 30], [2, 0, 5], mode='clip'), np.take([10, 20, 30], [4, -5], mode='wrap'))
a = np.arange(12).reshape(3, 4)
print(a.take([0, 5, -7], axis=1, mode='clip'))
print(a.take([[1, 13]], mode='wrap'))
print(np.take(a, [3, -1], axis=0, mode='wrap'))
try:
    np.take([1, 2], [1], mode='nope')
except ValueError as e:
    print(e)
try:
    np.take([1, 2], [5])
except IndexError as e:
    print(e)


# expect: [30 10 30] [20 20]
# expect: [[ 0  3  0]
# expect:  [ 4  7  4]
# expect:  [ 8 11  8]]
# expect: [[1 1]]
# expect: [[ 0  1  2  3]
# expect:  [ 8  9 10 11]]
# expect: clipmode must be one of 'clip', 'raise', or 'wrap' (got 'nope')
# expect: index 5 is out of bounds for axis 0 with size 2
