# raise ValueError("...", n) with a parameter n: Numba 0.56's pre-inference rewrite needs constant
# raise arguments, so the first call stops with its ConstantInferenceError (step: nopython
# rewrites), naming the first parameter met, in the first raise in source order.
import numba
from numba import njit

@njit
def check(n, limit):
    if n < 0:
        raise ValueError("negative")
    if n > limit:
        raise ValueError("too big", limit)
    return n

try:
    check(3, 10)
except numba.core.errors.NumbaError as e:
    print(type(e).__name__, isinstance(e, numba.core.errors.ConstantInferenceError))
    for line in str(e).splitlines():
        if not line.startswith("File "):
            print(line)

@njit
def fine(n):
    if n < 0:
        raise ValueError("negative", -1, "ok")
    return n * 2

print(fine(4))
check(1, 2)
# expect: ConstantInferenceError True
# expect: Failed in nopython mode pipeline (step: nopython rewrites)
# expect: Constant inference not possible for: arg(1, name=limit)
# expect: 
# expect: def check(n, limit):
# expect:     <source elided>
# expect:     if n > limit:
# expect:         raise ValueError("too big", limit)
# expect:         ^
# expect: 8
# expect stderr: numba.core.errors.ConstantInferenceError: Failed in nopython mode pipeline (step: nopython rewrites)
# expect stderr: Constant inference not possible for: arg(1, name=limit)
# expect runtime error:         ^
