# Negative orders for polyder/polyint, too few integration constants, and np.poly of a
# non-square 2-d array.
import numpy as np

for f in [lambda: np.polyder([1, 2], -1), lambda: np.polyint([1, 2], -1),
          lambda: np.polyint([1, 2], 3, k=[1, 2])]:
    try:
        print(f())
    except ValueError as e:
        print(e)
np.poly([[1, 2, 3]])

# expect: Order of derivative must be positive (see polyint)
# expect: Order of integral must be positive (see polyder)
# expect: k must be a scalar or a rank-1 array of length 1 or >m.
# expect runtime error: ValueError: input must be 1d or non-empty square 2d array.
