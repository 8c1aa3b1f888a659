# Views print through their strides: reversed, stepped and transposed arrays.
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a[::-1])
print(a[:, ::2])
print(a.T)
print(repr((np.arange(6) / 4)[::-2]))

# expect: [[ 8  9 10 11]
# expect:  [ 4  5  6  7]
# expect:  [ 0  1  2  3]]
# expect: [[ 0  2]
# expect:  [ 4  6]
# expect:  [ 8 10]]
# expect: [[ 0  4  8]
# expect:  [ 1  5  9]
# expect:  [ 2  6 10]
# expect:  [ 3  7 11]]
# expect: array([1.25, 0.75, 0.25])
