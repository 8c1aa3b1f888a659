# np.average with weights on a transposed array multiplies in the array's memory order (NumPy's
# np.multiply), so the weighted sums, and np.cov(..., aweights=) on them, round as NumPy's.
import numpy as np

rng = np.random.default_rng(3)
X = rng.normal(size=(50, 3)) * [1, 10, 100] + 7.3
w = np.arange(1, 51.)
print(repr(np.average(X.T, axis=1, weights=w)[2]))
print(repr(np.average(X, axis=0, weights=w)[2]))
print(repr(np.cov(X, rowvar=False, aweights=w)[2, 0]), repr(np.cov(X, rowvar=False, aweights=w)[0, 2]))
Y = rng.normal(size=(50, 2)) + 1.1
print(repr(np.cov(X, Y, rowvar=False)[0, 3]))
print(np.average(np.arange(6).reshape(2, 3).T, axis=1, weights=[1, 3]))


# expect: -8.120932343432264
# expect: -8.120932343432264
# expect: -1.3905801162548401 -1.390580116254842
# expect: -0.11498210096009243
# expect: [2.25 3.25 4.25]
