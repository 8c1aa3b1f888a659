# atanh(1) is a domain error.
import cmath
print(cmath.atanh(0.5))
print(cmath.atanh(1))
# expect: (0.5493061443340549+0j)
# expect runtime error: ValueError: math domain error
