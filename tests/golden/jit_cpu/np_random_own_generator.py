# @njit code the interpreter tier runs (deal: np.random.shuffle is not native yet) draws from the
# jitted code's own generator too, the one native code (more: randint) draws from: seeding it
# there leaves NumPy's stream alone, and NumPy's seed does not reach it, as in Numba.
import numpy as np
from numba import njit

@njit
def deal(n):
    np.random.seed(11)
    x = np.arange(n)
    np.random.shuffle(x)
    return x, np.random.randint(0, 100, 3)

@njit
def more():
    return np.random.randint(0, 100, 3)

np.random.seed(5)
print(deal(6))
print(np.random.random())
np.random.seed(5)
print(more())
# expect: (array([4, 2, 5, 3, 0, 1]), array([13, 76, 33]))
# expect: 0.22199317108973948
# expect: [71 82 24]
