# NumPy takes a namedtuple as the sequence of its fields
import numpy as np
from collections import namedtuple
P = namedtuple("P", "x y")
print(np.array(P(1, 2)), np.array(P(1.5, 2)).dtype, np.mean(P(1, 2)))
# expect: [1 2] float64 1.5
