# Rounding Fractions: math.floor/ceil/trunc, round (ties to even), round(f, n), int() and float().
import math
from fractions import Fraction as F
x = F(-7, 2)
print(math.floor(x), math.ceil(x), math.trunc(x), int(x), float(x), round(x), round(F(5, 2)), round(F(7, 3)))
print(round(F(22, 7), 2), round(F(1234, 1), -2), round(F(1, 3), 0), repr(round(F(2, 3), 3)))
print(math.floor(F(10**30 + 1, 3)), float(F(1, 3)), float(F(10**400, 10**399)), math.sqrt(F(1, 4)))

# expect: -4 -3 -3 -3 -3.5 -4 2 2
# expect: 157/50 1200 0 Fraction(667, 1000)
# expect: 333333333333333333333333333333 0.3333333333333333 10.0 0.5
