# bmat name: NumPy's error, with its message.
import numpy as np
A = np.eye(2)
print("before")
print(np.bmat('A zz'))

# expect: before
# expect runtime error: NameError: name 'zz' is not defined
