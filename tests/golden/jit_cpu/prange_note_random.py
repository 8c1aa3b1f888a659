# random.random() in a prange loop: Python's one generator is drawn in order, on one thread,
# with one note line, so the stream is the interpreter's.
# no-cross-check: Numba draws from its own generator, in parallel streams
# env: NUMBA_NUM_THREADS=2
import random
from numba import njit, prange

@njit(parallel=True)
def draws(n):
    s = 0.0
    for i in prange(n):
        s += random.random()
    return s

random.seed(1)
print(draws(5))
# expect: 2.4960767128576102
# expect stderr: weft: note: the prange loop on line 11 of 'draws' runs on one thread: it draws random numbers
