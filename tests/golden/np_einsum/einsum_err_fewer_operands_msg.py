import numpy as np
np.einsum('ij', np.ones((2, 3)), np.ones((2, 3)))
# expect runtime error: ValueError: fewer operands provided to einstein sum function than specified in the subscripts string
