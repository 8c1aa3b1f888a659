# env: WEFT_JIT=sim
# (the interpreted engine) An integer 0 ** negative in a CPU @vectorize core follows Numba's NumPy error model: no
# ZeroDivisionError (that is @jit's Python model) but the result type's minimum; other negative
# exponents give 0, or +-1 for a base of +-1. An int32 core computes in int64 (Numba types
# int32 ** int32 as int64), so its 0 ** -1 keeps the low bits of int64's minimum: 0.
import numpy as np
from numba import njit, vectorize

@vectorize(["int32(int32, int32)", "int64(int64, int64)"])
def vpow(a, b):
    return a ** b

@njit
def p(a, b):
    return a ** b

print(vpow(np.array([0, 0, 2, 1, -1, -1, 3]), np.array([-1, -2, -1, -3, -3, -2, 2])))
print(vpow(np.array([0, 0, 5], np.int32), np.array([-1, 3, -1], np.int32)))
try:
    p(0, -1)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
# expect: [-9223372036854775808 -9223372036854775808                    0
# expect:                     1                   -1                    1
# expect:                     9]
# expect: [0 0 0]
# expect: ZeroDivisionError: 0 cannot be raised to a negative power
