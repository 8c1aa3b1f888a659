# A 1-d boolean mask over the rows of a C-contiguous array copies whole rows; strided masks,
# 3-d arrays, no rows selected, zero-width rows, and a non-contiguous array (general path).
import numpy as np

pts = np.arange(20.0).reshape(10, 2)
lab = np.arange(10) % 3
print(pts[lab == 1], pts[lab == 1].mean(axis=0))
m = np.array([True, False] * 10)
print(pts[m[::2]], pts[m[1::2]].shape)
c = np.arange(24).reshape(4, 3, 2)
print(c[np.array([False, True, False, True])])
print(np.zeros((3, 0))[np.array([True, False, True])].shape, pts.T[np.array([False, True])])
print(pts[::2][np.array([True, False, False, False, True])])

# expect: [[ 2.  3.]
# expect:  [ 8.  9.]
# expect:  [14. 15.]] [8. 9.]
# expect: [[ 0.  1.]
# expect:  [ 2.  3.]
# expect:  [ 4.  5.]
# expect:  [ 6.  7.]
# expect:  [ 8.  9.]
# expect:  [10. 11.]
# expect:  [12. 13.]
# expect:  [14. 15.]
# expect:  [16. 17.]
# expect:  [18. 19.]] (0, 2)
# expect: [[[ 6  7]
# expect:   [ 8  9]
# expect:   [10 11]]
# expect: 
# expect:  [[18 19]
# expect:   [20 21]
# expect:   [22 23]]]
# expect: (2, 0) [[ 1.  3.  5.  7.  9. 11. 13. 15. 17. 19.]]
# expect: [[ 0.  1.]
# expect:  [16. 17.]]
