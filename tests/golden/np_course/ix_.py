# np.ix_: open-mesh index arrays (masks as their indices) and fancy selection of sub-grids.
import numpy as np
a = np.array([2, 3, 4, 5]); b = np.array([8, 5, 4]); c = np.array([5, 4, 6, 8, 3])
ax, bx, cx = np.ix_(a, b, c)
print(ax.shape, bx.shape, cx.shape, (ax + bx * cx)[3, 2, 4])
m = np.arange(20).reshape(4, 5)
print(m[np.ix_([0, 2], [1, 3])], m[np.ix_([True, False, True, False], [4, 0])], np.ix_([1, 2]), np.ix_([], [1]))

# expect: (4, 1, 1) (1, 3, 1) (1, 1, 5) 17
# expect: [[ 1  3]
# expect:  [11 13]] [[ 4  0]
# expect:  [14 10]] (array([1, 2]),) (array([], shape=(0, 1), dtype=int64), array([[1]]))
