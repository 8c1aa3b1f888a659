import numpy as np
np.einsum('ij,jk->ik', np.ones((2, 3)), np.ones((2, 3)))
# expect runtime error: ValueError: operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,newaxis,3) (2,3)->(3,2)
