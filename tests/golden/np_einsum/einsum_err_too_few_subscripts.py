import numpy as np
np.einsum('i', np.ones((2, 3)))
# expect runtime error: ValueError: operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.
