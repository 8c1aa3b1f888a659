# ndarray.resize in place: shape tuple or separate ints; new elements are zero; views refuse.
import numpy as np
a = np.arange(6); a.resize((2, 4)); print(a, a.shape, a.strides)
b = np.arange(6.0); b.resize(2, 2); print(b)
c = np.arange(4)[::2]
c.resize(3)

# expect: [[0 1 2 3]
# expect:  [4 5 0 0]] (2, 4) (32, 8)
# expect: [[0. 1.]
# expect:  [2. 3.]]
# expect runtime error: ValueError: resize only works on single-segment arrays
