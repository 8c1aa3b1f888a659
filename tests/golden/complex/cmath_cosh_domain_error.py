# cosh with an infinite imaginary part is a domain error.
import cmath
print(cmath.cosh(1 + 1j))
print(cmath.cosh(complex(1, float("inf"))))
# expect: (0.8337300251311491+0.9888977057628651j)
# expect runtime error: ValueError: math domain error
