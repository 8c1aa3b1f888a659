# np.broadcast's error for shapes that do not broadcast is NumPy's 'shape mismatch' message naming
# the first two arguments that clash (was the ufunc's 'operands could not be broadcast').
import numpy as np
for args in [(np.ones(4), np.ones(2)), (np.ones((2, 3)), np.ones(3), np.ones((4, 1))), (np.ones(3), np.ones((2, 1)), np.ones(5)), (1, [1, 2]), ()]:
    try:
        b = np.broadcast(*args)
        print(b.shape, b.nd, b.size)
    except ValueError as e:
        print(e)
# expect: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (4,) and arg 1 with shape (2,).
# expect: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2, 3) and arg 2 with shape (4, 1).
# expect: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (3,) and arg 2 with shape (5,).
# expect: (2,) 1 2
# expect: () 0 1
