# error: plot_3d
import matplotlib.pyplot as plt
import numpy as np
plt.plot(np.zeros((2, 2, 2)))
# expect runtime error: ValueError: x and y can be no greater than 2D, but have shapes (2,) and (2, 2, 2)
