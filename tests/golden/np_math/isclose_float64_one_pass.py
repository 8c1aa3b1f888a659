# np.isclose / np.allclose of float64 arrays (one pass when every value is finite): the answer
# of NumPy's |x - y| <= atol + rtol*|y| in float64, at the boundary too; non-finite values,
# overflowing differences, strided or float32 operands go NumPy's other way.
import numpy as np

y = np.array([1.0, 2.0, 1e-8, 0.0, -3.0, 1e5, 0.1])
d = 1e-8 + 1e-5 * np.abs(y)           # exactly the tolerance: close
x = y + d
print(np.isclose(x, y).tolist(), np.allclose(x, y))
x2 = y + np.nextafter(d, np.inf) * 1.0000001
print(np.isclose(x2, y).tolist(), np.allclose(x2, y))
print(np.isclose(x, y, rtol=0).tolist(), np.allclose(x, y, rtol=1, atol=0), np.allclose(x, y, atol=2, rtol=0))
print(np.isclose(np.array(1.0), np.array(1.0 + 1e-9)), type(np.isclose(np.array(1.0), np.array(1.0))).__name__)
print(np.isclose(x.reshape(7, 1), y.reshape(7, 1)).shape, np.isclose(np.zeros(0), np.zeros(0)).tolist(), np.allclose(np.zeros(0), np.zeros(0)))
print(np.isclose(np.array([np.inf, 1.0, np.nan]), np.array([np.inf, 1.0, np.nan])).tolist(),
      np.allclose(np.array([np.nan, 1.0]), np.array([np.nan, 1.0]), equal_nan=True))
with np.errstate(over="ignore"):
    print(np.isclose(np.array([1e308, -1e308, 1.0]), np.array([-1e308, 1e308, 1.0])).tolist(),
          np.allclose(np.array([1e308]), np.array([1e308]), rtol=1e10))
print(np.isclose(x[::2], y[::2]).tolist(), np.isclose(x.astype(np.float32), y.astype(np.float32)).tolist())

# expect: [False, False, True, True, False, True, True] False
# expect: [False, False, False, False, False, False, False] False
# expect: [False, False, False, True, False, False, False] False True
# expect: True bool_
# expect: (7, 1) [] True
# expect: [True, True, False] True
# expect: [False, False, True] True
# expect: [False, True, False, True] [False, False, True, True, False, True, True]
