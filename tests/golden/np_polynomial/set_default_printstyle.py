# numpy.polynomial.set_default_printstyle: str() of every series class in ascii or unicode
import numpy as np
from numpy.polynomial import Polynomial, Chebyshev

p = Polynomial([1, -2, 3])
print(p)
np.polynomial.set_default_printstyle('ascii')
print(p, Chebyshev([1, 0, 2]))
print(f"{p}", format(p, 'unicode'))
np.polynomial.set_default_printstyle('unicode')
print(p)
np.polynomial.set_default_printstyle('latex')

# expect: 1.0 - 2.0·x + 3.0·x²
# expect: 1.0 - 2.0 x + 3.0 x**2 1.0 + 0.0 T_1(x) + 2.0 T_2(x)
# expect: 1.0 - 2.0 x + 3.0 x**2 1.0 - 2.0·x + 3.0·x²
# expect: 1.0 - 2.0·x + 3.0·x²
# expect runtime error: ValueError: Unsupported format string 'latex'. Valid options are 'ascii' and 'unicode'
