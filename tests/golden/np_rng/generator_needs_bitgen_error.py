# Generator() wants a bit generator.
import numpy as np
np.random.Generator(5)

# expect runtime error: AttributeError: 'int' object has no attribute 'capsule'
