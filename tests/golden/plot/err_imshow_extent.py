# error: imshow_extent
import matplotlib.pyplot as plt
import numpy as np
plt.imshow(np.zeros((2, 2)), extent=(0, 1))
# expect runtime error: ValueError: not enough values to unpack (expected 4, got 2)
