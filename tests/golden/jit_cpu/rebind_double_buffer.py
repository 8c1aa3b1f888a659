# Array variables bound to a new array as @njit code runs are native code (one array type per
# name, as Numba types them; each binding holds a reference of its own, so nothing is freed
# early): double buffering by rebinding (u = u_new) and by swapping (a, b = b, a), a state
# rebound to an expression of itself (x = x + h * f(x)), RK4 with an inlined derivative.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def heat(u0, steps, alpha):
    u = u0.copy()
    for it in range(steps):
        u_new = u.copy()
        for i in range(1, u.shape[0] - 1):
            u_new[i] = u[i] + alpha * (u[i - 1] - 2 * u[i] + u[i + 1])
        u = u_new
    return u

@njit
def jacobi(n, sweeps):
    a = np.zeros(n)
    b = np.zeros(n)
    a[-1] = b[-1] = 1.0
    for s in range(sweeps):
        for i in range(1, n - 1):
            b[i] = 0.5 * (a[i - 1] + a[i + 1])
        a, b = b, a
    return a

@njit
def euler(x0, h, steps):
    x = x0
    for i in range(steps):
        x = x + h * np.sin(x)
    return x

@njit
def deriv(t, y):
    return np.array([y[1], -y[0] - 0.1 * y[1]])

@njit
def rk4(y0, h, steps):
    y = y0.copy()
    t = 0.0
    for i in range(steps):
        k1 = deriv(t, y)
        k2 = deriv(t + h / 2, y + h / 2 * k1)
        k3 = deriv(t + h / 2, y + h / 2 * k2)
        k4 = deriv(t + h, y + h * k3)
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        t += h
    return y

print(heat(np.linspace(0.0, 1.0, 6) ** 2, 4, 0.2))
print(jacobi(6, 7))
x0 = np.array([0.5, 1.0, 2.0])
print(euler(x0, 0.1, 5), x0)
print(rk4(np.array([1.0, 0.0]), 0.1, 20))
# expect: [0.       0.08928  0.221824 0.421824 0.68928  1.      ]
# expect: [0.        0.109375  0.28125   0.453125  0.7265625 1.       ]
# expect: [0.78329118 1.4578512  2.40908419] [0.5 1.  2. ]
# expect: [-0.33324769 -0.82473813]
# expect stderr: weft: @jit function 'heat' (heat__a1Cf8_i8_f8): native code
# expect stderr: weft: @jit function 'jacobi' (jacobi__i8_i8): native code
# expect stderr: weft: @jit function 'euler' (euler__a1Cf8_f8_i8): native code
# expect stderr: weft: @jit function 'rk4' (rk4__a1Cf8_f8_i8): native code
