# error: axis_string
import matplotlib.pyplot as plt
import numpy as np
plt.axis('sideways')
# expect runtime error: ValueError: Unrecognized string 'sideways' to axis; try 'on' or 'off'
