# A float NumPy scalar cannot repeat a sequence; the message names its class.
import numpy as np

print([1] * np.int32(2))
print("ab" * np.float32(2))

# expect: [1, 1]
# expect runtime error: TypeError: can't multiply sequence by non-int of type 'numpy.float32'
