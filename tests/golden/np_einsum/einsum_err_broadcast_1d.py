import numpy as np
np.einsum('i,i', np.arange(3), np.arange(4))
# expect runtime error: ValueError: operands could not be broadcast together with remapped shapes [original->remapped]: (3,)->(3,) (4,)->(4,)
