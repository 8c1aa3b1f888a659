# np.cov(rowvar=False) works on the transposed view of its copy as NumPy's X.T, so the means
# (summed along a strided axis) and the covariances round as NumPy's do.
import numpy as np

rng = np.random.default_rng(0)
n = 100
t = rng.normal(size=n)
X = np.column_stack([t + 0.1 * rng.normal(size=n), 2 * t + 0.1 * rng.normal(size=n), rng.normal(size=n)])
Xc = X - X.mean(axis=0)
print(repr(np.cov(Xc, rowvar=False)[1, 2]))
print(repr(np.cov(np.asfortranarray(Xc), rowvar=False)[1, 2]))
print(repr(np.cov(Xc.T)[1, 2]))
print(repr(np.corrcoef(Xc, rowvar=False)[0, 1]))
vals, vecs = np.linalg.eigh(np.cov(Xc, rowvar=False))
print(repr(vecs[2, 0]))


# expect: -0.10872791859224032
# expect: -0.1087279185922404
# expect: -0.10872791859224032
# expect: 0.9936786905586129
# expect: -0.012246645453880798
