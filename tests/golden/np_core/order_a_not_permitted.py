import numpy as np
np.zeros(3, order='A')
# expect runtime error: ValueError: only 'C' or 'F' order is permitted
