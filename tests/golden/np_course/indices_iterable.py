# np.indices takes any iterable of dimensions (it calls tuple() on it), as in numpy-100's
# cartesian product.
import numpy as np
def cartesian(arrays):
    arrays = [np.asarray(a) for a in arrays]
    shape = (len(x) for x in arrays)
    ix = np.indices(shape, dtype=int)
    ix = ix.reshape(len(arrays), -1).T
    for n, arr in enumerate(arrays):
        ix[:, n] = arrays[n][ix[:, n]]
    return ix
print(cartesian(([1, 2, 3], [4, 5], [6, 7])))
print(np.indices((2,)), np.indices([1, 2], dtype=float).dtype)
np.indices(5)

# expect: [[1 4 6]
# expect:  [1 4 7]
# expect:  [1 5 6]
# expect:  [1 5 7]
# expect:  [2 4 6]
# expect:  [2 4 7]
# expect:  [2 5 6]
# expect:  [2 5 7]
# expect:  [3 4 6]
# expect:  [3 4 7]
# expect:  [3 5 6]
# expect:  [3 5 7]]
# expect: [[0 1]] float64
# expect runtime error: TypeError: 'int' object is not iterable
