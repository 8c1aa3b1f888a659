# lstsq(rcond=None) on float32/complex64 inputs: the cutoff is float64's eps (NumPy computes in float64)
import numpy as np
a = np.array([[1, 0], [0, 1e-8], [0, 0]], np.float32)
b = np.array([1, 1, 1], np.float32)
print(np.linalg.lstsq(a, b, rcond=None))
print(np.linalg.lstsq(a.astype(np.complex64), b, rcond=None))

# expect: (array([1.e+00, 1.e+08], dtype=float32), array([1.], dtype=float32), 2, array([1.e+00, 1.e-08], dtype=float32))
# expect: (array([1.e+00+0.j, 1.e+08+0.j], dtype=complex64), array([1.], dtype=float32), 2, array([1.e+00, 1.e-08], dtype=float32))
