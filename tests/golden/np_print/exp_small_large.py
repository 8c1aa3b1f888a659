# Scientific notation when max >= 1e8, min < 1e-4 or max/min > 1e3.
import numpy as np
print(np.array([1e-5, 1.0]))
print(np.array([1e8, 1.0]))
print(np.array([1.0, 1000.5]))
print(np.array([1.0, 999.0]))
print(np.array([0.1, 1.2345e-05]))
print(repr(np.array([123456789.0, 2.0])))

# expect: [1.e-05 1.e+00]
# expect: [1.e+08 1.e+00]
# expect: [1.0000e+00 1.0005e+03]
# expect: [  1. 999.]
# expect: [1.0000e-01 1.2345e-05]
# expect: array([1.23456789e+08, 2.00000000e+00])
