# threshold and edgeitems control summarisation; linewidth controls wrapping.
import numpy as np
np.set_printoptions(threshold=5, edgeitems=2)
print(np.arange(10))
print(np.arange(30).reshape(5, 6))
np.set_printoptions(threshold=1000, edgeitems=3, linewidth=30)
print(np.arange(20))
print(repr(np.arange(12.0)))

# expect: [0 1 ... 8 9]
# expect: [[ 0  1 ...  4  5]
# expect:  [ 6  7 ... 10 11]
# expect:  ...
# expect:  [18 19 ... 22 23]
# expect:  [24 25 ... 28 29]]
# expect: [ 0  1  2  3  4  5  6  7  8
# expect:   9 10 11 12 13 14 15 16 17
# expect:  18 19]
# expect: array([ 0.,  1.,  2.,  3.,
# expect:         4.,  5.,  6.,  7.,
# expect:         8.,  9., 10., 11.])
