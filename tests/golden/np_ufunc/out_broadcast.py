# out= broadcasts with the operands: a larger out is filled; operands that do not broadcast are
# reported with out's shape too
import numpy as np
c = np.zeros((2, 3))
np.add(np.ones(3), 1, out=c)
print(c)
np.negative(np.arange(3.0), out=c)
print(c)
try:
    np.add(np.ones((3, 4)), np.arange(3), out=np.empty(3))
except ValueError as e:
    print(e)
try:
    np.add(np.ones(3), 1, out=np.empty(2))
except ValueError as e:
    print(e)


# expect: [[2. 2. 2.]
# expect:  [2. 2. 2.]]
# expect: [[-0. -1. -2.]
# expect:  [-0. -1. -2.]]
# expect: operands could not be broadcast together with shapes (3,4) (3,) (3,) 
# expect: operands could not be broadcast together with shapes (3,) () (2,) 
