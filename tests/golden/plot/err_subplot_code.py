# error: subplot_code
import matplotlib.pyplot as plt
import numpy as np
plt.subplot(1000)
# expect runtime error: ValueError: Single argument to subplot must be a three-digit integer, not 1000
