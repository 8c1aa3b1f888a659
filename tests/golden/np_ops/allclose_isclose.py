import numpy as np
a = np.array([1.0, 2.0, np.nan, np.inf])
b = np.array([1.0 + 1e-9, 2.1, np.nan, np.inf])
print(np.isclose(a, b))
print(np.isclose(a, b, equal_nan=True))
print(np.allclose(a[:2], b[:2]), np.allclose([1.0, 2.0], [1.0, 2.0 + 1e-7]))
print(np.isclose(1.0, 1.05, rtol=0.1))
print(np.allclose(np.array([1, 2]), np.array([1, 2])))
# expect: [ True False False  True]
# expect: [ True False  True  True]
# expect: False True
# expect: True
# expect: True
