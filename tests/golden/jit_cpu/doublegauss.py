# The seeds' doublegauss compiled to native code: the same float bits as CPython and Numba.
import math
from numba import jit

@jit
def doublegauss(x, y):
    x = abs(x)
    y = abs(y)
    t1 = x * x
    t2 = y * y
    val = math.exp(-t1 - t2)
    return val

print(doublegauss(1, 2))
print(doublegauss(0.5, -0.25))
print(doublegauss(-3.0, 1e-3))
print(doublegauss.py_func(1, 2) == doublegauss(1, 2))
# expect: 0.006737946999085467
# expect: 0.7316156289466418
# expect: 0.00012340968067693726
# expect: True
