# plt.plot returns a list with one Line2D per line; y's columns are lines of their own
import matplotlib
matplotlib.use('Agg')
import matplotlib.pyplot as plt
import numpy as np
lines = plt.plot([1, 2, 3], [4, 5, 6])
print(type(lines).__name__, len(lines))
print(len(plt.plot(np.arange(4), np.ones((4, 3)))))
print(len(plt.plot([1, 2], [3, 4], 'r--', [1, 2], [4, 3], 'bo')))
# expect: list 1
# expect: 3
# expect: 2
