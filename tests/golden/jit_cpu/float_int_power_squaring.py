# Compiled @njit code raises a float to an integer power by repeated squaring in the base's type,
# as Numba does (x ** 3 is x * (x * x)); pow() rounds some of these results differently.
import numpy as np
from numba import njit

@njit
def cube(a, out):
    for i in range(a.size):
        out[i] = a[i] ** 3

@njit
def power(a, n, out):
    for i in range(a.size):
        out[i] = a[i] ** n

a = np.array([1.1, 2.3, 3.7, 4.9, 7.13, 9.87])
out = np.empty_like(a)
cube(a, out)
print(out.tolist())
print(bool(np.all(out == a * (a * a))))
power(a, 5, out)
print(out.tolist())
power(a, -3, out)
print(out.tolist())

# expect: [1.3310000000000004, 12.166999999999996, 50.653000000000006, 117.64900000000003, 362.46709699999997, 961.5048029999998]
# expect: True
# expect: [1.6105100000000006, 64.36342999999998, 693.4395700000001, 2824.752490000001, 18426.7035634793, 93666.81724337066]
# expect: [0.7513148009015775, 0.08218952905399854, 0.019742167295125658, 0.008499859752314085, 0.002758871103823253, 0.0010400364063496]
