# Inputs that cannot be cast safely to any signature are refused, as NumPy refuses them.
import numpy as np
from numba import vectorize

@vectorize(['int32(int32, int32)'])
def f(a, b):
    return a + b

print(f(np.arange(3, dtype=np.int32), np.int32(1)))
print(f(np.arange(3.0), 1))

# expect: [1 2 3]
# expect runtime error: TypeError: ufunc 'f' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
