# A number divided by a Polynomial is not defined.
from numpy.polynomial import Polynomial
1 / Polynomial([1, 1])

# expect runtime error: TypeError: unsupported operand type(s) for /: 'int' and 'Polynomial'
