# error: xlim_three
import matplotlib.pyplot as plt
import numpy as np
plt.xlim((1, 2, 3))
# expect runtime error: ValueError: too many values to unpack (expected 2)
