# equal.reduce on integers: no loop gives a bool from two ints and takes it back
import numpy as np
print(np.equal.reduce([True, True]))
np.equal.reduce(np.array([1, 2, 3]))

# expect: True
# expect runtime error: TypeError: No loop matching the specified signature and casting was found for ufunc equal
