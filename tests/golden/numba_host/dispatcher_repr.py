# repr/str of an @njit dispatcher: Numba's Dispatcher.__repr__, the class name around the function's repr.
from numba import njit, jit
@njit
def f(x): return x
def outer():
    @jit(nopython=True)
    def g(y): return y
    return g
r = repr(f)
print(r[:len("CPUDispatcher(<function f at 0x")], r.endswith(">)"))
r = repr(outer())
print(r[:len("CPUDispatcher(<function outer.<locals>.g at 0x")], r.endswith(">)"))
print(str(f) == repr(f))
# expect: CPUDispatcher(<function f at 0x True
# expect: CPUDispatcher(<function outer.<locals>.g at 0x True
# expect: True
