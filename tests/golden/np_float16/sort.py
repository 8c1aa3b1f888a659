import numpy as np
h = np.array([3.5, -1, np.nan, 0.1, -0.0, 0.0, 2048, 1e-7], dtype=np.float16)
print(np.sort(h), np.argsort(h, kind='stable'))
print(np.sort(np.array([[3, 1], [0.5, -2]], dtype=np.float16), axis=0), np.partition(np.array([5, 1, 4, 2], np.float16), 1)[1])
print(np.unique(np.array([3, 1, 3, 2], np.float16)), np.median(np.array([1, 2, 4], np.float16)))
# expect: [-1.000e+00 -0.000e+00  0.000e+00  1.192e-07  9.998e-02  3.500e+00
# expect:   2.048e+03        nan] [1 4 5 7 3 0 6 2]
# expect: [[ 0.5 -2. ]
# expect:  [ 3.   1. ]] 2.0
# expect: [1. 2. 3.] 2.0
