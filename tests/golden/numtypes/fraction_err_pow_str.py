# A Fraction to a str power goes through float, as CPython's does.
from fractions import Fraction
Fraction(1, 2) ** 'x'

# expect runtime error: TypeError: unsupported operand type(s) for ** or pow(): 'float' and 'str'
