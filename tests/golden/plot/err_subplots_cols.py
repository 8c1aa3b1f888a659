# error: subplots_cols
import matplotlib.pyplot as plt
import numpy as np
plt.subplots(1, 0)
# expect runtime error: ValueError: Number of columns must be a positive integer, not 0
