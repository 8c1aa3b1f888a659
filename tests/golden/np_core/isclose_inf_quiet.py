# np.isclose/np.allclose with infinities compute |x - y| under errstate(invalid='ignore'), as
# NumPy's within_tol: inf - inf neither warns nor raises under seterr(all='raise').
import warnings
import numpy as np
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    print(np.allclose([1, np.inf], [1, np.inf]), np.isclose([np.inf, -np.inf, 1.0], [np.inf, np.inf, 1.0]))
    print(len(w))
old = np.seterr(all='raise')
print(np.isclose(np.array([np.inf, np.nan, 2.0]), np.inf), np.allclose([np.inf], [np.inf], equal_nan=True))
np.seterr(**old)
print(np.isclose([1e308, np.inf], [np.inf, 1e308]))


# expect: True [ True False  True]
# expect: 0
# expect: [ True False False] True
# expect: [False False]
