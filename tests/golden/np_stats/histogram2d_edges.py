# Explicit edges: one array for both axes, or per axis (an array and a count); a value on the
# last edge counts in the last bin, NaN and values outside the edges in none.
import numpy as np

rng = np.random.RandomState(4)
x = rng.randn(100)
y = rng.rand(100)
print(np.histogram2d(x, y, bins=[-3, -1, 0, 0.5, 3]))
print(np.histogram2d(x, y, bins=(np.array([-1, 0, 1]), 3)))
print(np.histogram2d(np.array([0.0, 1.0, np.nan, 2.0]), np.array([0.0, 1.0, 0.5, 0.5]), bins=2, range=[[0, 1], [0, 1]]))
xi = rng.randint(0, 10, 50)
yi = rng.randint(0, 5, 50)
print(np.histogram2d(xi, yi, bins=4))
print(np.histogram2d([1, 1, 1], [2, 2, 2], bins=2))
print(np.histogram2d([], [], bins=2))
x32 = x.astype(np.float32)
H, xe, ye = np.histogram2d(x32, x32 * 2, bins=3)
print(H, xe, ye, xe.dtype)

# expect: (array([[ 0.,  0.,  7.,  9.],
# expect:        [ 0.,  0., 16., 11.],
# expect:        [ 0.,  0., 16., 10.],
# expect:        [ 0.,  0., 10., 21.]]), array([-3. , -1. ,  0. ,  0.5,  3. ]), array([-3. , -1. ,  0. ,  0.5,  3. ]))
# expect: (array([[ 9., 10.,  8.],
# expect:        [15., 11., 19.]]), array([-1,  0,  1]), array([0.00632394, 0.33448156, 0.66263919, 0.99079682]))
# expect: (array([[1., 0.],
# expect:        [0., 1.]]), array([0. , 0.5, 1. ]), array([0. , 0.5, 1. ]))
# expect: (array([[ 4.,  2.,  0., 10.],
# expect:        [ 3.,  3.,  0.,  2.],
# expect:        [ 3.,  1.,  3.,  5.],
# expect:        [ 3.,  6.,  1.,  4.]]), array([0.  , 2.25, 4.5 , 6.75, 9.  ]), array([0., 1., 2., 3., 4.]))
# expect: (array([[0., 0.],
# expect:        [0., 3.]]), array([0.5, 1. , 1.5]), array([1.5, 2. , 2.5]))
# expect: (array([[0., 0.],
# expect:        [0., 0.]]), array([0. , 0.5, 1. ]), array([0. , 0.5, 1. ]))
# expect: [[22.  0.  0.]
# expect:  [ 0. 62.  0.]
# expect:  [ 0.  0. 16.]] [-2.37977529 -0.76098879  0.8577977   2.4765842 ] [-4.75955057 -1.52197758  1.7155954   4.95316839] float64
