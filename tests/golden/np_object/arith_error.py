# An element the operator refuses: Python's own TypeError.
import numpy as np

print(np.array([1, 'a'], dtype=object) + 1)
# expect runtime error: TypeError: can only concatenate str (not "int") to str
