# 3-D arrays: blocks separated by blank lines (shown through repr of the text).
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(repr(str(a)))
print(repr(repr(a)))
print(repr(str(np.arange(8.0).reshape(2, 2, 2) / 8)))

# expect: '[[[ 0  1  2  3]\n  [ 4  5  6  7]\n  [ 8  9 10 11]]\n\n [[12 13 14 15]\n  [16 17 18 19]\n  [20 21 22 23]]]'
# expect: 'array([[[ 0,  1,  2,  3],\n        [ 4,  5,  6,  7],\n        [ 8,  9, 10, 11]],\n\n       [[12, 13, 14, 15],\n        [16, 17, 18, 19],\n        [20, 21, 22, 23]]])'
# expect: '[[[0.    0.125]\n  [0.25  0.375]]\n\n [[0.5   0.625]\n  [0.75  0.875]]]'
