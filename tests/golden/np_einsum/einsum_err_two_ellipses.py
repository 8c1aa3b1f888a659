import numpy as np
np.einsum('i...j...', np.ones((2, 3)))
# expect runtime error: ValueError: einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in operand 0
