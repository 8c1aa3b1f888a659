# Calling a Polynomial evaluates it (Horner) after mapping the domain onto the window.
import numpy as np
from numpy.polynomial import Polynomial
p = Polynomial([1, -2, 3])
print(p(2), type(p(2)), p(np.array([1.0, 2.0])), p(np.arange(6).reshape(2, 3)))
print(p(1j), p(np.float32(2)), type(p(np.float32(2))))
q = Polynomial([1, 2, 3], domain=[0, 4])
print(q(np.array([0, 1, 2])), q(4), q.mapparms(), p.mapparms())
print(p(p))

# expect: 9.0 <class 'numpy.float64'> [2. 9.] [[ 1.  2.  9.]
# expect:  [22. 41. 66.]]
# expect: (-2-2j) 9.0 <class 'numpy.float64'>
# expect: [2.   0.75 1.  ] 6.0 (-1.0, 0.5) (0.0, 1.0)
# expect: 2.0 - 8.0·x + 24.0·x² - 36.0·x³ + 27.0·x⁴
