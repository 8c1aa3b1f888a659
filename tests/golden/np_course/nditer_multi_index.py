# The gradient-check idiom: walk an array with `while not it.finished` and it.iternext(),
# reading it.multi_index and writing through readwrite views; c_index and f_index.
import numpy as np
a = np.arange(6).reshape(2, 3)
it = np.nditer(a, flags=['multi_index'], op_flags=['readwrite'])
while not it.finished:
    ix = it.multi_index
    it[0][...] = it[0] * 10 + ix[1]
    it.iternext()
print(a)
it = np.nditer(a, flags=['c_index'])
print([(int(x), it.index) for x in it])
it = np.nditer(a, flags=['f_index'])
print([(int(x), it.index) for x in it])
it = np.nditer(a, flags=['multi_index'])
print(it.ndim, it.shape, it.value, it.iternext(), it.multi_index)

# expect: [[ 0 11 22]
# expect:  [30 41 52]]
# expect: [(0, 0), (11, 1), (22, 2), (30, 3), (41, 4), (52, 5)]
# expect: [(0, 0), (11, 2), (22, 4), (30, 1), (41, 3), (52, 5)]
# expect: 2 (2, 3) 0 True (0, 1)
