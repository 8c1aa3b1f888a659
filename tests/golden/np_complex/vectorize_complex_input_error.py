import numpy as np
from numba import vectorize
@vectorize(['float64(float64)'])
def g(x):
    return x * 2
print(g(np.array([1.0, 2.0])))
g(np.array([1+2j]))
# expect: [2. 4.]
# expect runtime error: TypeError: ufunc 'g' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
