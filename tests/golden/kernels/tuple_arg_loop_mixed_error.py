# no-cross-check: Numba also rejects it (a TypingError, its own message); a loop over a mixed-type tuple argument is a compile error
from numba import jit
@jit(nopython=True)
def f(t):
    s = 0
    for v in t:
        s += v
    return s
print(f((1, 2.5)))
# expect stderr: tuple_arg_loop_mixed_error.py:6:14: error: a loop over a tuple needs a tuple of numbers of one type
# expect runtime error: TypeError: cannot compile 'f' for the CPU: a loop over a tuple needs a tuple of numbers of one type
