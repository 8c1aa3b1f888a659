import numpy as np
np.einsum('ij->ii', np.ones((2, 3)))
# expect runtime error: ValueError: einstein sum subscripts string includes output subscript 'i' multiple times
