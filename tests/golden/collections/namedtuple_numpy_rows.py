# a list of namedtuples (or tuple subclasses) is a table of rows to NumPy, numeric or object
import numpy as np
from collections import namedtuple
P = namedtuple("P", "x y")
class T(tuple):
    pass
print(np.array([P(1, 2), P(3, 4)]).shape, np.array([T((1, 2)), T((3, 4))]).dtype, np.asarray([P(1.5, 2)]))
print(np.array([P("a", None), P("b", 2)]))
# expect: (2, 2) int64 [[1.5 2. ]]
# expect: [['a' None]
# expect:  ['b' 2]]
