# A string that is not a number cannot construct a float scalar.
import numpy as np

print(np.float64(' 2.5 '), np.int32('-7'))
np.float32('abc')

# expect: 2.5 -7
# expect runtime error: ValueError: could not convert string to float: 'abc'
