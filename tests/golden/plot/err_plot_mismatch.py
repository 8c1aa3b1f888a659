# error: plot_mismatch
import matplotlib.pyplot as plt
plt.plot([1, 2, 3], [1, 2, 3, 4])
# expect runtime error: ValueError: x and y must have same first dimension, but have shapes (3,) and (4,)
