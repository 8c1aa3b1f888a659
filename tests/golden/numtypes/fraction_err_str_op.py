# A Fraction plus a str.
from fractions import Fraction
print(Fraction(1, 2) + 'a')

# expect runtime error: TypeError: unsupported operand type(s) for +: 'Fraction' and 'str'
