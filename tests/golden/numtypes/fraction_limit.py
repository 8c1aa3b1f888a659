# limit_denominator, from_float, from_decimal.
import math
from fractions import Fraction as F
from decimal import Decimal
print(F(math.pi).limit_denominator(), F(math.pi).limit_denominator(100), F('3.141592653589793').limit_denominator(10))
print(F(1, 3).limit_denominator(5), F(0.1).limit_denominator(), F(-1.75).limit_denominator(3))
print(F.from_float(0.1), F.from_float(3), F.from_decimal(Decimal('3.14')), F.from_decimal(5))

# expect: 3126535/995207 311/99 22/7
# expect: 1/3 1/10 -5/3
# expect: 3602879701896397/36028797018963968 3 157/50 5
