# error: color_range
import matplotlib.pyplot as plt
import numpy as np
plt.plot([1, 2], color=(2, 0, 0))
# expect runtime error: ValueError: (2, 0, 0) is not a valid value for color
