# Shapes that do not broadcast raise NumPy's ValueError from a chain, as from one operator.
import numpy as np

x = np.ones(20000)
y = np.ones(19999)
z = x * 2 + y * 3
# expect runtime error: ValueError: operands could not be broadcast together with shapes (20000,) (19999,)
