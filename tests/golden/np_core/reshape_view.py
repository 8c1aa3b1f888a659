# reshape returns a view sharing memory; -1 infers one dimension.
import numpy as np

a = np.arange(6)
b = a.reshape(2, 3)
c = a.reshape((3, -1))
b[1, 2] = 50
print(a)
print(c)
print(b.base is a, a.base is None, c.shape)
print(np.reshape(a, (2, 3)).shape, a.reshape(-1).shape)

# expect: [ 0  1  2  3  4 50]
# expect: [[ 0  1]
# expect:  [ 2  3]
# expect:  [ 4 50]]
# expect: True True (3, 2)
# expect: (2, 3) (6,)
