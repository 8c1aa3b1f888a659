# error: subplots_rows
import matplotlib.pyplot as plt
import numpy as np
plt.subplots(0, 1)
# expect runtime error: ValueError: Number of rows must be a positive integer, not 0
