# A loop over a tuple of mixed number types: Numba rejects it in nopython mode (without
# literal_unroll), with its TypingError, and so does Weft.
from numba import jit
@jit(nopython=True)
def f(t):
    s = 0
    for v in t:
        s += v
    return s
print(f((1, 2.5)))
# expect stderr: numba.core.errors.TypingError: Failed in nopython mode pipeline (step: nopython frontend)
# expect stderr: Invalid use of getiter with parameters (Tuple(int64, float64))
# expect runtime error:     ^
