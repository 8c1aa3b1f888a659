# error: subplot_index
import matplotlib.pyplot as plt
import numpy as np
plt.subplot(2, 2, 5)
# expect runtime error: ValueError: num must be 1 <= num <= 4, not 5
