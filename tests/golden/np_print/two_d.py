# 2-D arrays: one row per line, the continuation lines indented under the first bracket.
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a)
print(repr(a))
print(a / 4)
print(repr(a.astype(np.float32) / 3))

# expect: [[ 0  1  2  3]
# expect:  [ 4  5  6  7]
# expect:  [ 8  9 10 11]]
# expect: array([[ 0,  1,  2,  3],
# expect:        [ 4,  5,  6,  7],
# expect:        [ 8,  9, 10, 11]])
# expect: [[0.   0.25 0.5  0.75]
# expect:  [1.   1.25 1.5  1.75]
# expect:  [2.   2.25 2.5  2.75]]
# expect: array([[0.        , 0.33333334, 0.6666667 , 1.        ],
# expect:        [1.3333334 , 1.6666666 , 2.        , 2.3333333 ],
# expect:        [2.6666667 , 3.        , 3.3333333 , 3.6666667 ]], dtype=float32)
