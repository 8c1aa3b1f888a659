# Positional mode pads each element to the widest integer and fractional parts.
import numpy as np
print(np.array([1.0, 12.5, 123.25, 1234.125]))
print(np.array([0.0001, 0.5]))
print(np.array([12345678.9, 1.0]))
print(np.array([0.0, 0.0]), np.array([0.0, 1e-9]))

# expect: [1.000000e+00 1.250000e+01 1.232500e+02 1.234125e+03]
# expect: [1.e-04 5.e-01]
# expect: [1.23456789e+07 1.00000000e+00]
# expect: [0. 0.] [0.e+00 1.e-09]
