# numpy.lib.stride_tricks holds broadcast_to, broadcast_arrays and broadcast_shapes too.
import numpy as np
from numpy.lib.stride_tricks import broadcast_to, as_strided
import numpy.lib.stride_tricks as st
b = np.lib.stride_tricks.broadcast_to(np.arange(3), (2, 3))
print(b)
print(b.strides, b.flags.writeable)
print(broadcast_to(5, (2,)))
x, y = st.broadcast_arrays(np.arange(3), np.arange(2)[:, None])
print(x)
print(y)
print(st.broadcast_shapes((2, 1), (3,)))
try:
    b[0, 0] = 5
except ValueError as e:
    print("ValueError:", e)
try:
    st.broadcast_to(np.arange(3), (4,))
except ValueError as e:
    print("ValueError:", e)


# expect: [[0 1 2]
# expect:  [0 1 2]]
# expect: (0, 8) False
# expect: [5 5]
# expect: [[0 1 2]
# expect:  [0 1 2]]
# expect: [[0 0 0]
# expect:  [1 1 1]]
# expect: (2, 3)
# expect: ValueError: assignment destination is read-only
# expect: ValueError: operands could not be broadcast together with remapped shapes [original->remapped]: (3,)  and requested shape (4,)
