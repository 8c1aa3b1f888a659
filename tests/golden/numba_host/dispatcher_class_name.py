# A @jit function's class is Numba's CPUDispatcher (its name and its AttributeError message).
from numba import njit
@njit
def f(x):
    return x
f(1)
print(type(f).__name__)
try:
    f.nonexistent
except AttributeError as e:
    print(e)

# expect: CPUDispatcher
# expect: 'CPUDispatcher' object has no attribute 'nonexistent'
