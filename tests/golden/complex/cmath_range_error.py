# exp of a large real part overflows.
import cmath
print(cmath.exp(700))
print(cmath.exp(1000))
# expect: (1.0142320547350045e+304+0j)
# expect runtime error: OverflowError: math range error
