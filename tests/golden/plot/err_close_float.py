# error: close_float
import matplotlib.pyplot as plt
import numpy as np
plt.close(2.5)
# expect runtime error: TypeError: close() argument must be a Figure, an int, a string, or None, not <class 'float'>
