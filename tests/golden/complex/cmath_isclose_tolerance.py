# Negative tolerances are refused.
import cmath
print(cmath.isclose(1j, 1j))
print(cmath.isclose(1j, 1j, rel_tol=-1))
# expect: True
# expect runtime error: ValueError: tolerances must be non-negative
