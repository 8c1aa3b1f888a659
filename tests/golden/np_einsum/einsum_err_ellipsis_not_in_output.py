import numpy as np
np.einsum('...i->i', np.ones((2, 3)))
# expect runtime error: ValueError: output has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.
