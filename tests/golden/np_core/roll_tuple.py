# np.roll with tuples of shifts and axes (broadcast against each other; repeated axes add up)
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.roll(a, (1, 1), axis=(0, 1)))
print(np.roll(a, 1, axis=(0, 1)))
print(np.roll(a, (1, 2), axis=1))
print(np.roll(a, [-1, 4], axis=(1, 0)))
print(np.roll(np.arange(5), (1, 2)))
print(np.roll(a, 0, axis=0), np.roll(np.array(7), 3))
try:
    np.roll(a, (1, 2, 3), axis=(0, 1))
except ValueError as e:
    print(e)


# expect: [[5 3 4]
# expect:  [2 0 1]]
# expect: [[5 3 4]
# expect:  [2 0 1]]
# expect: [[0 1 2]
# expect:  [3 4 5]]
# expect: [[1 2 0]
# expect:  [4 5 3]]
# expect: [2 3 4 0 1]
# expect: [[0 1 2]
# expect:  [3 4 5]] 7
# expect: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (3,) and arg 1 with shape (2,).
