# logspace, geomspace, copyto, shares_memory, atleast_3d, dstack, hsplit/vsplit, resize, fromfunction.
import numpy as np
print(np.logspace(0, 3, 4), np.logspace(0, 1, 3, base=2), np.geomspace(1, 1000, 4), np.logspace(0, 2, 3, endpoint=False))
print(np.geomspace(-1, -1000, 4), np.geomspace(1, 256, 9), np.logspace(-2, 2, 5, dtype=np.float32), np.geomspace(2, 3, 5))
a = np.zeros(3)
np.copyto(a, [1, 2, 3])
print(a)
print(np.shares_memory(a, a[1:]), np.may_share_memory(a, np.zeros(2)), np.shares_memory(a[::2], a[1::2]), np.may_share_memory(a[::2], a[1::2]))
print(np.atleast_3d([1, 2]).shape, np.atleast_3d(np.zeros((2, 3))).shape, np.atleast_3d(5).shape)
print(np.dstack([[1, 2], [3, 4]]), np.hsplit(np.arange(6).reshape(2, 3), 3)[0], np.vsplit(np.arange(6).reshape(2, 3), 2)[1], np.hsplit(np.arange(4), 2))
print(np.resize(np.arange(3), 7), np.resize(np.arange(4), (2, 3)))
print(np.fromfunction(lambda i, j: i * 10 + j, (2, 3)), np.fromfunction(lambda i: i, (3,), dtype=int))
print(np.fromfunction(lambda i, j: i == j, (3, 3), dtype=int))

# expect: [   1.   10.  100. 1000.] [1.         1.41421356 2.        ] [   1.   10.  100. 1000.] [ 1.          4.64158883 21.5443469 ]
# expect: [   -1.   -10.  -100. -1000.] [  1.   2.   4.   8.  16.  32.  64. 128. 256.] [1.e-02 1.e-01 1.e+00 1.e+01 1.e+02] [2.         2.21336384 2.44948974 2.71080601 3.        ]
# expect: [1. 2. 3.]
# expect: True False False True
# expect: (1, 2, 1) (2, 3, 1) (1, 1, 1)
# expect: [[[1 3]
# expect:   [2 4]]] [[0]
# expect:  [3]] [[3 4 5]] [array([0, 1]), array([2, 3])]
# expect: [0 1 2 0 1 2 0] [[0 1 2]
# expect:  [3 0 1]]
# expect: [[ 0.  1.  2.]
# expect:  [10. 11. 12.]] [0 1 2]
# expect: [[ True False False]
# expect:  [False  True False]
# expect:  [False False  True]]
