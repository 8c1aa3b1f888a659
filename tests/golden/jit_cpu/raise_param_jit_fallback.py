# @jit (not nopython) with a parameter as a raise argument: Numba's rewrite fails, and the
# function falls back to object mode with its warnings; the call runs as Python.
from numba import jit

@jit
def check(n):
    if n < 0:
        raise ValueError(n)
    return n + 1

print(check(3))
print(check(4))
try:
    check(-2)
except ValueError as e:
    print("ValueError", e.args)
print(check.nopython_signatures)
# expect: 4
# expect: 5
# expect: ValueError (-2,)
# expect: []
# expect stderr: Compilation is falling back to object mode WITH looplifting enabled because Internal error in pre-inference rewriting pass encountered during compilation of function "check" due to: Constant inference not possible for: arg(0, name=n)
# expect stderr:         raise ValueError(n)
# expect stderr: /usr/lib/python3/dist-packages/numba/core/object_mode_passes.py:151: NumbaWarning: Function "check" was compiled in object mode without forceobj=True.
