# error: scatter_mismatch
import matplotlib.pyplot as plt
plt.scatter([1, 2, 3], [1, 2])
# expect runtime error: ValueError: x and y must be the same size
