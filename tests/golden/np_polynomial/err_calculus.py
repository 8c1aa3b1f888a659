# The orders of derivation and integration, integration constants and bounds.
import numpy.polynomial.polynomial as P
from numpy.polynomial import Polynomial
for f in (lambda: Polynomial([1, 2]).deriv(-1), lambda: Polynomial([1, 2]).deriv(1.5),
          lambda: P.polyint([1], 1, k=[1, 2]), lambda: P.polyint([1], -1),
          lambda: P.polyint([1], lbnd=[1, 2]), lambda: P.polyint([1], scl=[1, 2]),
          lambda: P.polyder([1, 2], 'a'), lambda: P.polyvander([1], -1),
          lambda: Polynomial([1]).truncate(0), lambda: Polynomial.basis(-1), lambda: P.polytrim([1], -1)):
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
P.polyder([1, 2], -1)

# expect: ValueError The order of derivation must be non-negative
# expect: TypeError the order of derivation must be an integer
# expect: ValueError Too many integration constants
# expect: ValueError The order of integration must be non-negative
# expect: ValueError lbnd must be a scalar.
# expect: ValueError scl must be a scalar.
# expect: ValueError invalid literal for int() with base 10: 'a'
# expect: ValueError deg must be non-negative
# expect: ValueError size must be a positive integer
# expect: ValueError deg must be non-negative integer
# expect: ValueError tol must be non-negative
# expect runtime error: ValueError: The order of derivation must be non-negative
