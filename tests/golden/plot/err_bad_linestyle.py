# error: bad_linestyle
import matplotlib.pyplot as plt
import numpy as np
plt.plot([1, 2], ls='zz')
# expect runtime error: ValueError: 'zz' is not a valid value for ls; supported values are '-', '--', '-.', ':', 'None', ' ', '', 'solid', 'dashed', 'dashdot', 'dotted'
