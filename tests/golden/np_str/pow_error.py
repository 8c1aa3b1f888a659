import numpy as np
np.array(['a']) ** 2
# expect runtime error: TypeError: ufunc 'square' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
