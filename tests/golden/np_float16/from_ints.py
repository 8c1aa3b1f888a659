import numpy as np
i = np.array([0, 1, -7, 2049, 2051, 65504, 65519, 65520, 100000], dtype=np.int64)
print(i.astype(np.float16))
print(np.array([255, 3], dtype=np.uint8).astype(np.float16), np.array([True, False]).astype(np.float16))
# expect: [ 0.000e+00  1.000e+00 -7.000e+00  2.048e+03  2.052e+03  6.550e+04
# expect:   6.550e+04        inf        inf]
# expect: [255.   3.] [1. 0.]
