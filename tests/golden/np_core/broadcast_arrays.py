# np.broadcast_arrays (a list of broadcast views) and np.broadcast_shapes.
import numpy as np
a, b = np.broadcast_arrays(np.arange(2)[:, None], np.arange(3))
print(a)
print(b)
print(type(np.broadcast_arrays(1, 2)).__name__, np.broadcast_arrays(np.arange(3)))
print(np.broadcast_shapes((2, 1), (3,)), np.broadcast_shapes(), np.broadcast_shapes(3, (2, 1)))

# expect: [[0 0 0]
# expect:  [1 1 1]]
# expect: [[0 1 2]
# expect:  [0 1 2]]
# expect: list [array([0, 1, 2])]
# expect: (2, 3) () (2, 3)
