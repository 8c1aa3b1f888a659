# np.broadcast (shape, ndim, size, numiter, index, tuples of scalars), np.piecewise (otherwise, constants, extra args), np.sinc.
import numpy as np
b = np.broadcast(np.array([1, 2, 3]), np.array([[4], [5]]))
print(b.shape, b.ndim, b.nd, b.size, b.numiter, b.index)
for t in b:
    print(t, type(t[0]))
print(b.index, np.broadcast(np.ones((3, 1)), np.ones((1, 4)), 5).shape)
x = np.arange(-2, 3)
print(np.piecewise(x, [x < 0], [0, 1]), np.piecewise(np.linspace(-2.5, 2.5, 6), [np.linspace(-2.5, 2.5, 6) < 0, np.linspace(-2.5, 2.5, 6) >= 0], [lambda v: -v, lambda v: v]))
print(np.piecewise(x.astype(float), [x < -1, x > 1], [lambda v, k: v * k, lambda v, k: v + k, 9], 10))
print(np.sinc(0.5), np.sinc(np.array([0, 0.5, 1.0, -1.5])), np.sinc(np.float32(0.25)))

# expect: (2, 3) 2 2 6 2 0
# expect: (1, 4) <class 'numpy.int64'>
# expect: (2, 4) <class 'numpy.int64'>
# expect: (3, 4) <class 'numpy.int64'>
# expect: (1, 5) <class 'numpy.int64'>
# expect: (2, 5) <class 'numpy.int64'>
# expect: (3, 5) <class 'numpy.int64'>
# expect: 6 (3, 4)
# expect: [0 0 1 1 1] [2.5 1.5 0.5 0.5 1.5 2.5]
# expect: [-20.   9.   9.   9.  12.]
# expect[avx512_skx]: 0.6366197723675814 [ 1.00000000e+00  6.36619772e-01  3.89817183e-17 -2.12206591e-01] 0.9003163161571062
# expect[!avx512_skx]: 0.6366197723675814 [ 1.00000000e+00  6.36619772e-01  3.89817183e-17 -2.12206591e-01] 0.9003163161571061
