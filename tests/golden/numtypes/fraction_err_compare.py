# Fractions and complex numbers have no order.
from fractions import Fraction
print(Fraction(1, 2) < 1j)

# expect runtime error: TypeError: '<' not supported between instances of 'Fraction' and 'complex'
