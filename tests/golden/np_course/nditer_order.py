# np.nditer visits elements in memory order ('K'): a transpose and a reversed view come out
# in storage order; order='C'/'F' force the index order. Elements are 0-d arrays.
import numpy as np
a = np.arange(6).reshape(2, 3)
print([int(x) for x in np.nditer(a)])
print([int(x) for x in np.nditer(a.T)])
print([int(x) for x in np.nditer(a[:, ::-1])])
print([int(x) for x in np.nditer(a.T, order='C')])
print([int(x) for x in np.nditer(a, order='F')])
x = next(iter(np.nditer(a)))
print(type(x).__name__, x.shape, x, x.flags.writeable)
it = np.nditer(a)
print(it.itersize, it.ndim, it.shape, len(it))

# expect: [0, 1, 2, 3, 4, 5]
# expect: [0, 1, 2, 3, 4, 5]
# expect: [0, 1, 2, 3, 4, 5]
# expect: [0, 3, 1, 4, 2, 5]
# expect: [0, 3, 1, 4, 2, 5]
# expect: ndarray () 0 False
# expect: 6 1 (6,) 1
