# a.flat: C-order iteration, indexing, and writes that reach a non-contiguous array.
import numpy as np
b = np.arange(12).reshape(3, 4)
print(list(b.flat)[:6], len(b.flat), b.flat[5], b.flat[[1, 2]], b.flat[2:5])
t = b.T
print(list(t.flat)[:5])
t.flat[1] = 100
t.flat[[0, 3]] = -1
print(b)
m = np.zeros((2, 3))
m.flat[::2] = 7
print(m)

# expect: [0, 1, 2, 3, 4, 5] 12 5 [1 2] [2 3 4]
# expect: [0, 4, 8, 1, 5]
# expect: [[ -1  -1   2   3]
# expect:  [100   5   6   7]
# expect:  [  8   9  10  11]]
# expect: [[7. 0. 7.]
# expect:  [0. 7. 0.]]
