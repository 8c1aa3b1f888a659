# array2string validates sign like set_printoptions.
import numpy as np

print(np.array2string(np.array([0.5, -1.0]), sign=" "))
print(np.array2string(np.array([0.5, 1.0]), sign="+-"))

# expect: [ 0.5 -1. ]
# expect runtime error: ValueError: sign option must be one of ' ', '+', or '-'
