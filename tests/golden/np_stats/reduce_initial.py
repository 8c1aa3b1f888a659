import numpy as np
print(np.sum([1, 2], initial=10), np.max([1, 2], initial=5), np.min(np.array([]), initial=3.0))
print(np.arange(4).sum(initial=1), np.arange(4.0).max(initial=10), np.arange(6).reshape(2, 3).min(axis=1, initial=1))
print(np.prod([2, 3], initial=2), np.max(np.zeros((0, 2)), axis=0, initial=-1))
# expect: 13 5 3.0
# expect: 7 10.0 [0 1]
# expect: 12 [-1. -1.]
