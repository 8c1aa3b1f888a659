import numpy as np
np.einsum('ii', np.ones((2, 3)))
# expect runtime error: ValueError: dimensions in operand 0 for collapsing index 'i' don't match (2 != 3)
