# cmath.sqrt takes one argument.
import cmath
print(cmath.sqrt(4))
print(cmath.sqrt(1, 2))
# expect: (2+0j)
# expect runtime error: TypeError: cmath.sqrt() takes exactly one argument (2 given)
