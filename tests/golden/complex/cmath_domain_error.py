# cmath.log(0) is a domain error.
import cmath
print(cmath.log(1))
print(cmath.log(0))
# expect: 0j
# expect runtime error: ValueError: math domain error
