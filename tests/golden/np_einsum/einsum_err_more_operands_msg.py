import numpy as np
np.einsum('ij,jk', np.ones((2, 3)))
# expect runtime error: ValueError: more operands provided to einstein sum function than specified in the subscripts string
