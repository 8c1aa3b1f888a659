# Complex arithmetic in @jit code: complex64 stays complex64 (float32 parts), complex128 as
# Python; the product is Numba's (ac - bd, ad + bc), the quotient CPython's algorithm.
import numpy as np
from numba import njit
@njit
def f(a, b):
    z = a * b
    return z, z.real, z.imag, abs(z), z.conjugate(), z / b, a - 1, 2 * a, -a, z == a * b, z != z
print(f(np.complex64(1+2j), np.complex64(3-1j)))
print(f(1+2j, 3-1j))
# expect: ((5+5j), 5.0, 5.0, 7.071067810058594, (5-5j), (1+2.000000238418579j), 2j, (2+4j), (-1-2j), True, False)
# expect: ((5+5j), 5.0, 5.0, 7.0710678118654755, (5-5j), (1+1.9999999999999998j), 2j, (2+4j), (-1-2j), True, False)
