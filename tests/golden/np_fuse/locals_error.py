# A chain over a function's locals whose shapes do not broadcast raises NumPy's ValueError from
# the operation that meets them, as unfused code does (the traceback points at it).
import numpy as np


def f(x, z):
    return (x * 2
            + z / x)


f(np.ones(10000), np.ones(3))
# expect stderr:     + z / x)
# expect stderr:       ~~^~~
# expect runtime error: ValueError: operands could not be broadcast together with shapes (3,) (10000,)
