# Fraction's special methods called by name, and complex() of a Fraction.
from fractions import Fraction as F
print(F(7, 2).__round__(), F(7, 3).__round__(2), F(-7, 2).__floor__(), F(-7, 2).__ceil__(), F(-7, 2).__trunc__(), F(1, 4).__float__(), complex(F(1, 2)))

# expect: 4 233/100 -4 -3 -3 0.25 (0.5+0j)
