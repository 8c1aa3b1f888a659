# bitwise_or.reduce on floats
import numpy as np
np.bitwise_or.reduce(np.array([1.0, 2.0]))

# expect runtime error: TypeError: ufunc 'bitwise_or' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
