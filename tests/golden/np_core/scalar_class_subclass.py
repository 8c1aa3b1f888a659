# issubclass() among NumPy's scalar classes follows NumPy's hierarchy: float64 is a floating,
# an inexact, a number, a generic and a Python float; int64 is no Python int.
import numpy as np

print(issubclass(np.float64, np.floating), issubclass(np.float32, np.inexact), issubclass(np.int32, np.integer))
# expect: True True True
print(issubclass(np.uint8, np.signedinteger), issubclass(np.int64, np.number), issubclass(np.bool_, np.number))
# expect: False True False
print(issubclass(np.float64, float), issubclass(np.float32, float), issubclass(np.int64, int), issubclass(np.complex128, complex))
# expect: True False False True
print(issubclass(np.floating, np.inexact), issubclass(np.inexact, np.floating), issubclass(np.integer, np.generic))
# expect: True False True
