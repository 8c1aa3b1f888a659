# Generator.multinomial with pvals of more than one dimension (a row of probabilities per
# element) and with an array n: the counts for np.broadcast(n, rows[, size]), NumPy's messages
# for a size that does not fit, 0-d pvals and a row summing past 1.
import numpy as np
g = np.random.default_rng(3)
P = [[0.2, 0.8], [0.5, 0.5]]
tests = [lambda: g.multinomial(10, P), lambda: g.multinomial([5, 10], P), lambda: g.multinomial([[5], [10]], P),
         lambda: g.multinomial(10, P, size=(3, 2)), lambda: g.multinomial(10, P, size=(3,)), lambda: g.multinomial(10, P, size=(1,)),
         lambda: g.multinomial([1, 2, 3], [0.3, 0.7]), lambda: g.multinomial([1, 2, 3], [0.3, 0.7], size=(2, 3)),
         lambda: g.multinomial(10, [[0.7, 0.7], [0.5, 0.5]]), lambda: g.multinomial(10, np.float32([[0.3, 0.70001], [0.5, 0.5]])),
         lambda: g.multinomial(10, 0.5), lambda: g.multinomial(-1, P), lambda: g.multinomial(10, [[1.2, -0.2]]),
         lambda: g.multinomial(10, np.ones((2, 3, 4)) / 4), lambda: g.multinomial(np.array([4, 6]), [[0.1, 0.2, 0.7]], size=(2, 2))]
for t in tests:
    try:
        r = t(); print(r.shape); print(r)
    except Exception as e: print(type(e).__name__, e)
# expect: (2, 2)
# expect: [[ 0 10]
# expect:  [ 4  6]]
# expect: (2, 2)
# expect: [[2 3]
# expect:  [5 5]]
# expect: (2, 2, 2)
# expect: [[[0 5]
# expect:   [2 3]]
# expect:
# expect:  [[2 8]
# expect:   [3 7]]]
# expect: (3, 2, 2)
# expect: [[[3 7]
# expect:   [3 7]]
# expect:
# expect:  [[2 8]
# expect:   [5 5]]
# expect:
# expect:  [[2 8]
# expect:   [5 5]]]
# expect: ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 1 with shape (2,) and arg 2 with shape (3,).
# expect: ValueError Output size (1,) is not compatible with broadcast dimensions of inputs (2,).
# expect: (3, 2)
# expect: [[1 0]
# expect:  [2 0]
# expect:  [0 3]]
# expect: (2, 3, 2)
# expect: [[[0 1]
# expect:   [1 1]
# expect:   [0 3]]
# expect:
# expect:  [[0 1]
# expect:   [2 0]
# expect:   [0 3]]]
# expect: (2, 2)
# expect: [[8 2]
# expect:  [7 3]]
# expect: (2, 2)
# expect: [[3 7]
# expect:  [5 5]]
# expect: ValueError pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.
# expect: ValueError n < 0
# expect: ValueError pvals < 0, pvals > 1 or pvals contains NaNs
# expect: (2, 3, 4)
# expect: [[[3 0 4 3]
# expect:   [2 1 4 3]
# expect:   [5 1 2 2]]
# expect:
# expect:  [[2 4 3 1]
# expect:   [1 4 3 2]
# expect:   [3 3 2 2]]]
# expect: (2, 2, 3)
# expect: [[[1 2 1]
# expect:   [0 2 4]]
# expect:
# expect:  [[0 1 3]
# expect:   [0 2 4]]]
