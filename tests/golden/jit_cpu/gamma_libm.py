# math.gamma and math.lgamma in @njit code are the C library's tgamma/lgamma, as Numba's @jit
# lowers them (a last digit can differ from CPython's math.gamma, which kernels keep).
import math
from numba import njit

@njit
def g(x):
    return math.gamma(x), math.lgamma(x)

@njit
def total(n):
    s = 0.0
    for i in range(1, n + 1):
        s += math.lgamma(i * 0.7)
    return s

print(g(2.5), g(0.7))
print(g(5.0), g(10.3))
print(total(20))
# expect: (1.329340388179137, 0.2846828704729192) (1.298055332647558, 0.2608672465316666)
# expect: (24.0, 3.1780538303479458) (716430.6890623763, 13.482036786138355)
# expect: 172.4890484080306
