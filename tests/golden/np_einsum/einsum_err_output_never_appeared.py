import numpy as np
np.einsum('ij->k', np.ones((2, 3)))
# expect runtime error: ValueError: einstein sum subscripts string included output subscript 'k' which never appeared in an input
