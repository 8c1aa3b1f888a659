# np.random.poisson/binomial (legacy MT19937 streams): scalars are ints, arrays broadcast, both samplers.
import numpy as np
np.random.seed(1)
print(type(np.random.poisson(5)), type(np.random.binomial(10, .5)), np.random.poisson([1, 50, 3]), np.random.binomial([10, 100], 0.5))
print(np.random.binomial(100, [0.1, 0.9], size=(3, 2)), repr(np.random.poisson(5, size=())))
print(np.random.poisson(5, 10), np.random.poisson(0.5, 10), np.random.poisson(100, 5), np.random.poisson(size=3))
print(np.random.binomial(10, 0.5, 10), np.random.binomial(1000, 0.3, 5), np.random.binomial(50, 0.99, 5), np.random.binomial(1, 0.5, 10))
print(np.random.binomial(0, 0.5), np.random.binomial(10, 0.0), np.random.rand())
rs = np.random.RandomState(3)
print(rs.poisson(4, 5), rs.binomial(20, 0.25, 4))
for f in [lambda: np.random.binomial(-1, .5), lambda: np.random.poisson(1e30), lambda: np.random.binomial(5, float('nan')), lambda: np.random.poisson([1, -1]), lambda: np.random.binomial(3, [0.5, 2.0])]:
    try:
        f()
    except ValueError as e:
        print(e)

# expect: <class 'int'> <class 'int'> [ 0 39  3] [ 6 46]
# expect: [[ 5 89]
# expect:  [ 9 90]
# expect:  [ 7 93]] array(7)
# expect: [3 6 6 4 4 4 3 7 8 8] [1 0 0 0 1 0 1 0 1 1] [ 89 119  81 106 112] [2 0 2]
# expect: [2 6 4 6 5 7 6 5 3 3] [304 298 282 298 333] [50 50 49 50 50] [1 1 0 0 1 1 0 0 0 0]
# expect: 0 0 0.31736240932216075
# expect: [6 1 1 5 3] [6 5 3 5]
# expect: n < 0
# expect: lam value too large
# expect: p < 0, p > 1 or p is NaN
# expect: lam < 0 or lam contains NaNs
# expect: p < 0, p > 1 or p contains NaNs
