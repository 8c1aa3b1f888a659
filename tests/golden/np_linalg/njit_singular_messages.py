# np.linalg in @njit raises LinAlgError in Numba's words (numba/np/linalg.py); outside, NumPy's.
# inv in @njit is Numba's getrf + getri (its zeros' signs and roundings), not NumPy's gesv.
from numba import njit
import numpy as np

@njit
def solve(a, b):
    return np.linalg.solve(a, b)

@njit
def inv(a):
    return np.linalg.inv(a)

@njit
def chol(a):
    return np.linalg.cholesky(a)

z = np.zeros((2, 2))
for f, args in ((solve, (z, np.ones(2))), (inv, (z,)), (chol, (-np.eye(2),)),
                (np.linalg.inv, (z,)), (np.linalg.cholesky, (-np.eye(2),))):
    try:
        f(*args)
    except np.linalg.LinAlgError as e:
        print(type(e).__name__, e)
print(inv(np.array([[2.0, 0.0], [0.0, 4.0]])))
a = np.array([[4.0, -2.0, 1.0], [3.0, 6.0, -4.0], [2.0, 1.0, 8.0]])
print(repr(inv(a).tolist()))
print(repr(inv(a.astype(np.complex128) * (1 + 1j)).tolist()))
print(inv(a.astype(np.float32)).dtype)
# expect: LinAlgError Matrix is singular to machine precision.
# expect: LinAlgError Matrix is singular to machine precision.
# expect: LinAlgError Matrix is not positive definite.
# expect: LinAlgError Singular matrix
# expect: LinAlgError Matrix is not positive definite
# expect: [[ 0.5  -0.  ]
# expect:  [ 0.    0.25]]
# expect: [[0.19771863117870722, 0.06463878326996197, 0.007604562737642585], [-0.12167300380228138, 0.11406844106463879, 0.07224334600760457], [-0.03422053231939164, -0.030418250950570346, 0.1140684410646388]]
# expect: [[(0.09885931558935361-0.09885931558935361j), (0.03231939163498099-0.03231939163498099j), (0.0038022813688212923-0.0038022813688212923j)], [(-0.06083650190114069+0.06083650190114069j), (0.057034220532319393-0.057034220532319393j), (0.036121673003802285-0.036121673003802285j)], [(-0.01711026615969582+0.01711026615969582j), (-0.015209125475285173+0.015209125475285173j), (0.0570342205323194-0.0570342205323194j)]]
# expect: float32
