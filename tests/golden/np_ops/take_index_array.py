# a[idx] of a 1-d array with an int64 index array: negative indices, an index array of any
# shape, strided and reversed sources, an empty index array.
import numpy as np

b = np.arange(10) * 10
print(b[np.array([1, -1, 0, -10])])
print(b[np.array([[1, 2], [-1, -2]])])
print(b[::-2][np.array([0, 1, -1])], b[1::3][np.array([2, 2])])
print(b.astype(np.float32)[np.array([3])], b.astype(np.int8)[np.array([9, 8])])
print(b[np.array([], dtype=np.int64)])
print(np.array([1 + 2j, 3 - 1j])[np.array([1, 0, 1])])

# expect: [10 90  0  0]
# expect: [[10 20]
# expect:  [90 80]]
# expect: [90 70 10] [70 70]
# expect: [30.] [90 80]
# expect: []
# expect: [3.-1.j 1.+2.j 3.-1.j]
