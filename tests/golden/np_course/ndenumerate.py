# np.ndenumerate: (index, element) pairs in C order, elements as NumPy scalars.
import numpy as np
for i, v in np.ndenumerate(np.array([[1.5, 2], [3, 4]])):
    print(i, v, type(v).__name__)
print(list(np.ndenumerate([[1, 2]])))
print(list(np.ndenumerate(np.arange(6).reshape(2, 3)[:, ::2])))

# expect: (0, 0) 1.5 float64
# expect: (0, 1) 2.0 float64
# expect: (1, 0) 3.0 float64
# expect: (1, 1) 4.0 float64
# expect: [((0, 0), 1), ((0, 1), 2)]
# expect: [((0, 0), 0), ((0, 1), 2), ((1, 0), 3), ((1, 1), 5)]
