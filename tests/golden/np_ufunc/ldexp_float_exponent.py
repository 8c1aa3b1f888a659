# np.ldexp has no loop for a float exponent.
import numpy as np
np.ldexp(1.0, 2.5)

# expect runtime error: TypeError: ufunc 'ldexp' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
