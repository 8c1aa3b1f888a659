import numpy as np
np.array([1, 2], dtype=np.float16) & 1
# expect runtime error: TypeError: ufunc 'bitwise_and' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
