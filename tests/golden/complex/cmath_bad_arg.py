# cmath functions take numbers.
import cmath
print(cmath.sqrt(4))
print(cmath.sqrt("x"))
# expect: (2+0j)
# expect runtime error: TypeError: must be real number, not str
