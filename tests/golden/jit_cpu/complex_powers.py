# complex powers in @jit as Numba computes them: ** 2 multiplies, the others go through the polar form (numba_cpow), complex64 in float64
import numpy as np
from numba import jit
@jit(nopython=True)
def p(z, w, x, n):
    return z ** 3, z ** 0.5, z ** w, z ** x, z ** n, z ** 2, z ** 0, x ** w
z = 1.5 - 0.75j
print(p(z, 0.3 + 0.2j, 2.5, 4))
print(p(0j, 0.3 + 0.2j, 2.5, 4))
print(p(-2 + 0j, -1 + 0j, 0.5, -3))
@jit(nopython=True)
def q(a):
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i] ** 1.5
    return out
print(q(np.array([1 + 1j, -2 + 0.5j], dtype=np.complex64)))
print(q(np.array([1 + 1j, -2 + 0.5j])))
# expect: ((0.8437500000000007-4.640625000000001j), (1.2603672050487593-0.2975323370029233j), (1.2804398786537734-0.04571434575020564j), (1.4574219002632045-3.3379120300521414j), (-2.21484375-7.593750000000003j), (1.6875-2.25j), (1+0j), (1.2943396045060036+0.23988975821220146j))
# expect: (0j, 0j, (nan+nanj), 0j, 0j, 0j, (1+0j), (1.2943396045060036+0.23988975821220146j))
# expect: ((-8+2.9391523179536475e-15j), (8.659560562354934e-17+1.4142135623730951j), (-0.5-6.123233995736766e-17j), (8.659560562354934e-17+1.4142135623730951j), (-0.125-4.592425496802574e-17j), (4-0j), (1+0j), (2-0j))
# expect: [ 0.64359426+1.553774j  -1.0633907 -2.7623901j]
# expect: [ 0.64359425+1.55377397j -1.06339067-2.76239022j]
