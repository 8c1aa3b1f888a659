# Coefficients as polyutils.format_float writes them: 8 digits, scientific (in parentheses
# after a sign) when large or small, nan/inf, -0.0 after a plus.
import numpy as np
from numpy.polynomial import Polynomial
print(Polynomial([0.1234567891234, 1e-10, 1e20]))
print(Polynomial([1e-5, 1.23456789e9, -0.0, 3.0]))
print(Polynomial([1.5, np.nan, np.inf, -np.inf]))
print(Polynomial([1j, 2]))
print(Polynomial([1j, -1 + 0j, 2 - 1j, -3j, -0.0 - 0j]))
print(Polynomial(np.array([1.5, 2.25], dtype=np.float32)))
print(repr(Polynomial(np.array([1.5, 2.25], dtype=np.float32))))
np.set_printoptions(precision=3)
print(Polynomial([1 / 3, 2 / 3, 0.00123]))

# expect: 0.12345679 + (1.0e-10)·x + (1.0e+20)·x²
# expect: 1.0e-05 + (1.23456789e+09)·x + -0.0·x² + 3.0·x³
# expect: 1.5 - nan·x + inf·x² - inf·x³
# expect: 1j + (2+0j)·x
# expect: 1j - (1-0j)·x + (2-1j)·x² - 3j·x³ + (-0+0j)·x⁴
# expect: 1.5 + 2.25·x
# expect: Polynomial([1.5 , 2.25], dtype=float32, domain=[-1,  1], window=[-1,  1], symbol='x')
# expect: 0.333 + 0.667·x + (1.23e-03)·x²
