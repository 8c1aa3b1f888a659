# broadcast_to refuses incompatible shapes.
import numpy as np

np.broadcast_to(np.arange(3), (4,))

# expect runtime error: ValueError: operands could not be broadcast together with remapped shapes [original->remapped]: (3,)  and requested shape (4,)
