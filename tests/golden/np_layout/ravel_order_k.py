# ravel/flatten order='K' read memory order (axes by falling |stride|, no flips); 'A' follows
# a Fortran-only layout; reshape order='A' too, and reshape refuses 'K'.
import numpy as np
a = np.arange(6).reshape(2, 3)
f = np.asfortranarray(a)
print(f.ravel(order='K'), f.ravel(order='A'), f.flatten('A'), f.flatten('K'), np.ravel(f, 'K'))
print(a.T.ravel('K'), a.T.ravel('A'), a.T.flatten('K'), a.T.ravel())
b = np.arange(24).reshape(2, 3, 4).transpose(1, 0, 2)
print(b.ravel('K'))
print(b.ravel('A'))
print(a[:, ::2].T.ravel('K'))
print(a[:, ::-1].ravel('K'), a[::-1].T.ravel('K'))
print(f.reshape(3, 2, order='A'))
print(np.shares_memory(f, f.ravel('K')), np.shares_memory(f, f.flatten('K')))
try:
    a.reshape(3, 2, order='K')
except ValueError as e:
    print("ValueError:", e)


# expect: [0 3 1 4 2 5] [0 3 1 4 2 5] [0 3 1 4 2 5] [0 3 1 4 2 5] [0 3 1 4 2 5]
# expect: [0 1 2 3 4 5] [0 1 2 3 4 5] [0 1 2 3 4 5] [0 3 1 4 2 5]
# expect: [ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23]
# expect: [ 0  1  2  3 12 13 14 15  4  5  6  7 16 17 18 19  8  9 10 11 20 21 22 23]
# expect: [0 2 3 5]
# expect: [2 1 0 5 4 3] [3 4 5 0 1 2]
# expect: [[0 4]
# expect:  [3 2]
# expect:  [1 5]]
# expect: True False
# expect: ValueError: order 'K' is not permitted for reshaping
