# numba.extending.register_jitable: a helper callable from @jit code and from Python, with or
# without options.
from numba import njit
from numba.extending import register_jitable

@register_jitable
def clamp(x, lo, hi):
    return max(lo, min(x, hi))

@register_jitable(inline='always')
def twice(x):
    return 2 * x

@njit
def use(v):
    return twice(clamp(v, 0.0, 1.0))

print(use(0.75), use(3.0), clamp(5, 0, 3), twice(4))
# expect: 1.5 2.0 3 8
