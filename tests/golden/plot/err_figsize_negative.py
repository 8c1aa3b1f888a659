# error: figsize_negative
import matplotlib.pyplot as plt
import numpy as np
plt.figure(figsize=(-1, 2))
# expect runtime error: ValueError: figure size must be positive finite not (-1, 2)
