import numpy as np
# meshgrid(sparse=True) gives open grids that broadcast; copy=False gives views of the inputs
x, y = np.arange(3), np.arange(2) * 10
xs, ys = np.meshgrid(x, y, sparse=True)
print(xs, xs.shape, ys.shape)
print(xs + ys)
xi, yi = np.meshgrid(x, y, sparse=True, indexing='ij')
print(xi.shape, yi.shape)
xv, yv = np.meshgrid(x, y, copy=False)
print(xv.shape, np.shares_memory(xv, x), xv.flags.writeable)
# expect: [[0 1 2]] (1, 3) (2, 1)
# expect: [[ 0  1  2]
# expect:  [10 11 12]]
# expect: (3, 1) (1, 2)
# expect: (2, 3) True True
