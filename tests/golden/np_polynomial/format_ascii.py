# format(p, 'ascii') writes x**2 and T_2(x) terms (wrapped as str() is), 'unicode' and '' the
# str() form.
import numpy as np
from numpy.polynomial import Polynomial, Chebyshev, Legendre
p = Polynomial([1, -2, 3.5])
print(f"{p}|{p:ascii}|{p:unicode}")
print(format(Chebyshev([1, 2, 3]), 'ascii'), format(Legendre([1, 2, 3]), 'ascii'))
print(format(Polynomial(np.arange(12.) * 11), 'ascii'))
print("{:ascii}".format(Polynomial([0, 1], symbol='t')))

# expect: 1.0 - 2.0·x + 3.5·x²|1.0 - 2.0 x + 3.5 x**2|1.0 - 2.0·x + 3.5·x²
# expect: 1.0 + 2.0 T_1(x) + 3.0 T_2(x) 1.0 + 2.0 P_1(x) + 3.0 P_2(x)
# expect: 0.0 + 11.0 x + 22.0 x**2 + 33.0 x**3 + 44.0 x**4 + 55.0 x**5 + 66.0 x**6 +
# expect: 77.0 x**7 + 88.0 x**8 + 99.0 x**9 + 110.0 x**10 + 121.0 x**11
# expect: 0.0 + 1.0 t
