# np.average: plain, weighted along an axis, returned=True (scalar and array sums of weights).
import numpy as np
x = np.arange(6).reshape(2, 3)
print(np.average([1, 2, 3, 4]), np.average(x, axis=0, weights=[1, 3]))
print(np.average(x, axis=1, weights=[1, 2, 3], returned=True))
print(np.average(np.arange(6.0), returned=True), np.average(x.T, axis=0, returned=True))
print(np.average(x, weights=x), np.average(np.array([1, 2], dtype=np.float32), weights=[1, 1]).dtype)
try:
    np.average(x, axis=1, weights=[1, -1, 0])
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
np.average(x, weights=[1, 2, 3])

# expect: 2.5 [2.25 3.25 4.25]
# expect: (array([1.33333333, 4.33333333]), array([6., 6.]))
# expect: (2.5, 6.0) (array([1., 4.]), array([3., 3.]))
# expect: 3.6666666666666665 float64
# expect: ZeroDivisionError: Weights sum to zero, can't be normalized
# expect runtime error: TypeError: Axis must be specified when shapes of a and weights differ.
