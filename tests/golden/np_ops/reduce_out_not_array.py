# A reduction's out= must be an array (a NumPy scalar used to be written through as one).
import numpy as np

o = np.zeros(())
print(np.ones(3).sum(out=o), o)
print(np.ones(3).sum(out=np.int8(3)))

# expect: 3.0 3.0
# expect runtime error: TypeError: output must be an array
