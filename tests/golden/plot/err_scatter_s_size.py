# error: scatter_s_size
import matplotlib.pyplot as plt
import numpy as np
plt.scatter([1, 2], [1, 2], s=[1, 2, 3])
# expect runtime error: ValueError: s must be a scalar, or float array-like with the same size as x and y
