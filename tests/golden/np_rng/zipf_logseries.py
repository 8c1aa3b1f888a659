# zipf and logseries on the RandomState and Generator streams, with NumPy's constraint messages.
import numpy as np
np.random.seed(4)
print(np.random.zipf(2.0, 5), np.random.logseries(0.6, 5), np.random.logseries(0.99, 3), np.random.zipf(1.5), np.random.logseries([0.1, 0.9]))
r = np.random.default_rng(8)
print(r.zipf(2.0, 5), r.logseries(0.6, 5), r.logseries(0.99, 3), r.zipf(3.5, size=(2, 2)))
for bad in [lambda: np.random.zipf(1), lambda: np.random.zipf([2, 0.5]), lambda: np.random.logseries(1), lambda: r.logseries([-0.1]), lambda: r.zipf(np.nan)]:
    try: print(bad())
    except ValueError as e: print(e)
# expect: [ 3 42  1  4  1] [4 6 2 1 1] [2 1 2] 4 [1 2]
# expect: [1 1 7 1 1] [1 1 1 1 1] [29 10  1] [[1 1]
# expect:  [1 1]]
# expect: a <= 1 or a is NaN
# expect: a <= 1 or a contains NaNs
# expect: p < 0, p >= 1 or p is NaN
# expect: p < 0, p >= 1 or p contains NaNs
# expect: a <= 1 or a is NaN
