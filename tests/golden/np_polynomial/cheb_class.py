# Chebyshev: str with T subscripts, repr, evaluation (Clenshaw), arithmetic through z-series.
import numpy as np
from numpy.polynomial import Chebyshev
c = Chebyshev([1, 2, 3])
print(c)
print(repr(c))
print(c(0.5), c(np.linspace(-1, 1, 5)))
print(c + c, c - 1, 2 * c, c * c)
print(c ** 3, c // Chebyshev([1, 1]), c % Chebyshev([1, 1]))
print(np.polynomial.Chebyshev([1e-9, 2.5e8, 3]))
print(Chebyshev(np.arange(20.)))

# expect: 1.0 + 2.0·T₁(x) + 3.0·T₂(x)
# expect: Chebyshev([1., 2., 3.], domain=[-1,  1], window=[-1,  1], symbol='x')
# expect: 0.5 [ 2.  -1.5 -2.   0.5  6. ]
# expect: 2.0 + 4.0·T₁(x) + 6.0·T₂(x) 0.0 + 2.0·T₁(x) + 3.0·T₂(x) 2.0 + 4.0·T₁(x) + 6.0·T₂(x) 7.5 + 10.0·T₁(x) + 8.0·T₂(x) + 6.0·T₃(x) + 4.5·T₄(x)
# expect: 29.5 + 57.0·T₁(x) + 53.25·T₂(x) + 33.5·T₃(x) + 22.5·T₄(x) + 13.5·T₅(x) +
# expect: 6.75·T₆(x) -4.0 + 6.0·T₁(x) 2.0
# expect: 1.0e-09 + (2.5e+08)·T₁(x) + 3.0·T₂(x)
# expect: 0.0 + 1.0·T₁(x) + 2.0·T₂(x) + 3.0·T₃(x) + 4.0·T₄(x) + 5.0·T₅(x) +
# expect: 6.0·T₆(x) + 7.0·T₇(x) + 8.0·T₈(x) + 9.0·T₉(x) + 10.0·T₁₀(x) +
# expect: 11.0·T₁₁(x) + 12.0·T₁₂(x) + 13.0·T₁₃(x) + 14.0·T₁₄(x) + 15.0·T₁₅(x) +
# expect: 16.0·T₁₆(x) + 17.0·T₁₇(x) + 18.0·T₁₈(x) + 19.0·T₁₉(x)
