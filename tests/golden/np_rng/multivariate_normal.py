# multivariate_normal: standard normals times the SVD (or eigh/cholesky) factor of cov plus mean, as NumPy computes it; its checks and messages.
import numpy as np
np.random.seed(0)
print(np.random.multivariate_normal([0, 0], [[1, 0.5], [0.5, 2]], size=3))
print(np.random.multivariate_normal([1, 2, 3], np.diag([1.0, 2.0, 3.0])), np.random.multivariate_normal([0, 0], [[1, 0], [0, 1]], size=(2, 2)).shape)
rs = np.random.RandomState(4); print(rs.multivariate_normal([0, 0], [[2, 1], [1, 2]], 2))
r = np.random.default_rng(1)
print(r.multivariate_normal([0, 0], [[1, 0.5], [0.5, 2]], size=3))
print(r.multivariate_normal([0, 0], [[1, 0.5], [0.5, 2]], size=2, method='cholesky'), r.multivariate_normal([0, 0], [[1, 0.5], [0.5, 2]], method='eigh'))
for bad in [lambda: np.random.multivariate_normal([0, 0], [[1, 2], [3, -4]]), lambda: np.random.multivariate_normal([0, 0], [[1, 2], [3, -4]], check_valid='raise'),
            lambda: np.random.multivariate_normal([[0, 0]], [[1, 0], [0, 1]]), lambda: np.random.multivariate_normal([0], [[1, 0], [0, 1]]), lambda: np.random.multivariate_normal([0, 0], [1, 1]),
            lambda: r.multivariate_normal([0, 0], np.eye(2), method='qr'), lambda: r.multivariate_normal([0j, 0], np.eye(2)), lambda: np.random.multivariate_normal([0, 0], np.eye(2), check_valid='x')]:
    try: print(bad())
    except (ValueError, TypeError) as e: print(type(e).__name__, e)
# expect: [[1.33210702 2.28488654]
# expect:  [2.39994231 0.57975929]
# expect:  [0.25778602 2.89632588]]
# expect: [0.89678115 1.78594858 4.64560141] (2, 2, 2)
# expect: [[-0.41544417  0.29159379]
# expect:  [ 0.72928615  1.71018256]]
# expect: [[ 0.87239004  0.19435675]
# expect:  [-0.88419854  0.89760243]
# expect:  [ 0.881936    1.09053685]]
# expect: [[-0.53695324  0.50027038]
# expect:  [ 0.3645724   0.57138692]] [0.2874393  0.76007404]
# expect: [0.12832667 0.62485642]
# expect: ValueError covariance is not symmetric positive-semidefinite.
# expect: ValueError mean must be 1 dimensional
# expect: ValueError mean and cov must have same length
# expect: ValueError cov must be 2 dimensional and square
# expect: ValueError method must be one of {'eigh', 'svd', 'cholesky'}
# expect: TypeError mean and cov must not be complex
# expect: ValueError check_valid must equal 'warn', 'raise', or 'ignore'
