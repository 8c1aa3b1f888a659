# An element without the operator: Python's TypeError.
import numpy as np

-np.array([1, 'a'], dtype=object)
# expect runtime error: TypeError: bad operand type for unary -: 'str'
