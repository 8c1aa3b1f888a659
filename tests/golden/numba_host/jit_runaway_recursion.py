# A @jit function that recurses without end runs in the interpreter tier: RecursionError, not a
# C stack overflow (the fuzzer's finding: @njit's fallback under ASan's larger frames).
from numba import jit

@jit
def ratio(a, b):
    return a(ratio(1.0, 4.0))

try:
    ratio(1.0, 0.0)
except RecursionError as e:
    print(type(e).__name__)
# expect: RecursionError
