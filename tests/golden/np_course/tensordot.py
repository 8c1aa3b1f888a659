# tensordot: axes as an int (0, 1, default 2) or as a pair of axis lists.
import numpy as np
a = np.arange(60.).reshape(3, 4, 5); b = np.arange(24.).reshape(4, 3, 2)
print(np.tensordot(a, b, axes=([1, 0], [0, 1])))
print(np.tensordot(np.arange(6).reshape(2, 3), np.arange(6).reshape(3, 2), 1), np.tensordot([1, 2], [3, 4], 0), np.tensordot(np.ones((2, 3)), np.ones((2, 3))))
M = np.ones((10, 20, 20)); V = np.ones((10, 20, 1))
print(np.tensordot(M, V, axes=[[0, 2], [0, 1]]).shape, np.tensordot(np.arange(4), np.arange(4), axes=(0, 0)))
np.tensordot(np.ones((2, 3)), np.ones((3, 2)))

# expect: [[4400. 4730.]
# expect:  [4532. 4874.]
# expect:  [4664. 5018.]
# expect:  [4796. 5162.]
# expect:  [4928. 5306.]]
# expect: [[10 13]
# expect:  [28 40]] [[3 4]
# expect:  [6 8]] 6.0
# expect: (20, 1) 14
# expect runtime error: ValueError: shape-mismatch for sum
