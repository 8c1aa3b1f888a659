# array2string with a separator that is not a str fails as NumPy does (it calls .rstrip()).
import numpy as np

print(np.array2string(np.arange(3), separator=", "))
print(np.array2string(np.arange(3), separator=5))

# expect: [0, 1, 2]
# expect runtime error: AttributeError: 'int' object has no attribute 'rstrip'
