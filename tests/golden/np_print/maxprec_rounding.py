# At most 8 fractional digits (floatmode maxprec), rounded from the exact binary value.
import numpy as np
print(np.array([1.0 / 3.0, 2.0 / 3.0]))
print(np.array([0.001953125, 1.0]))
print(np.array([1.0 / 7.0, 100.0 / 7.0, 1000.0 / 7.0]))
print(np.array([0.5, 100000.5]))

# expect: [0.33333333 0.66666667]
# expect: [0.00195312 1.        ]
# expect: [1.42857143e-01 1.42857143e+01 1.42857143e+02]
# expect: [5.000000e-01 1.000005e+05]
