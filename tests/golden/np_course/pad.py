# np.pad: constant (per-axis pairs) and edge modes; corners follow NumPy's axis order.
import numpy as np
Z = np.ones((2, 3), dtype=int)
print(np.pad(Z, 1), np.pad(Z, ((1, 0), (2, 1)), constant_values=7), np.pad(np.arange(4.0), 2, mode='edge'))
print(np.pad(np.arange(6).reshape(2, 3), 1, mode='edge'), np.pad(Z, 1, 'constant', constant_values=((1, 2), (3, 4))))
print(np.pad(np.arange(3, dtype=np.uint8), (0, 2), constant_values=2.7))

# expect: [[0 0 0 0 0]
# expect:  [0 1 1 1 0]
# expect:  [0 1 1 1 0]
# expect:  [0 0 0 0 0]] [[7 7 7 7 7 7]
# expect:  [7 7 1 1 1 7]
# expect:  [7 7 1 1 1 7]] [0. 0. 0. 1. 2. 3. 3. 3.]
# expect: [[0 0 1 2 2]
# expect:  [0 0 1 2 2]
# expect:  [3 3 4 5 5]
# expect:  [3 3 4 5 5]] [[3 1 1 1 4]
# expect:  [3 1 1 1 4]
# expect:  [3 1 1 1 4]
# expect:  [3 2 2 2 4]]
# expect: [0 1 2 2 2]
