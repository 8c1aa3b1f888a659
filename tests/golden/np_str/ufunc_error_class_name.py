# NumPy's _UFuncNoLoopError shows its base's __name__ (UFuncTypeError).
import numpy as np
try:
    np.array(['a']) + 1
except TypeError as e:
    print(type(e).__name__, type(e).__qualname__, type(e).__module__)

# expect: UFuncTypeError _UFuncNoLoopError numpy.core._exceptions
