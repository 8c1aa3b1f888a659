# str + NumPy scalar: str's own message, naming the scalar's class.
import numpy as np

print("a" + np.int8(1))

# expect runtime error: TypeError: can only concatenate str (not "numpy.int8") to str
