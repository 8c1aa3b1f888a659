# multinomial: binomials of the trials left, category by category, on the RandomState and Generator streams; NumPy's pvals and n checks.
import numpy as np
np.random.seed(2)
print(np.random.multinomial(20, [1/6.]*6), np.random.multinomial(100, [0.2, 0.3, 0.5], size=2), np.random.multinomial(10, [0.5, 0.5], size=(2, 2)))
print(np.random.multinomial(0, [0.5, 0.5]), np.random.multinomial(5, [0.0, 1.0]), np.random.multinomial(1000, [0.999, 0.001]))
r = np.random.default_rng(5)
print(r.multinomial(20, [1/6.]*6), r.multinomial(100, [0.2, 0.3, 0.5], size=2))
for bad in [lambda: np.random.multinomial(5, [0.7, 0.7]), lambda: np.random.multinomial(-1, [0.5, 0.5]), lambda: np.random.multinomial(5.5, [0.5, 0.5]),
            lambda: np.random.multinomial(5, [[0.5, 0.5]]), lambda: np.random.multinomial(5, [-0.1, 1.1]), lambda: r.multinomial(5, [0.7, 0.7]), lambda: r.multinomial(-1, [0.5, 0.5]),
            lambda: np.random.multinomial(5, np.array([0.7, 0.7], dtype=np.float32)), lambda: r.multinomial([5, 6], [0.5, 0.5]), lambda: np.random.multinomial(3, 0.5)]:
    try: print(bad())
    except Exception as e: print(type(e).__name__, e)
# expect: [3 1 4 4 4 4] [[18 31 51]
# expect:  [18 32 50]] [[[5 5]
# expect:   [3 7]]
# expect: 
# expect:  [[5 5]
# expect:   [4 6]]]
# expect: [0 0] [0 5] [998   2]
# expect: [5 4 3 2 1 5] [[19 25 56]
# expect:  [14 33 53]]
# expect: [2 3]
# expect: ValueError n < 0
# expect: [2 3]
# expect: ValueError object too deep for desired array
# expect: ValueError pvals < 0, pvals > 1 or pvals contains NaNs
# expect: [1 4]
# expect: ValueError n < 0
# expect: [2 3]
# expect: [[4 1]
# expect:  [4 2]]
# expect: TypeError pvals must be a 1-d sequence
