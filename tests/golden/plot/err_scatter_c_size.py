# error: scatter_c_size
import matplotlib.pyplot as plt
import numpy as np
plt.scatter([1, 2], [1, 2], c=[1, 2, 3])
# expect runtime error: ValueError: 'c' argument has 3 elements, which is inconsistent with 'x' and 'y' with size 2.
