import numpy as np
np.bitwise_and(np.array([1j]), 1)
# expect runtime error: TypeError: ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
