# Fractions and Decimals with the builtins that convert: %-formatting, complex(), round by name, math.
import math
from decimal import Decimal as D
from fractions import Fraction as F
print('%.2f %d %d %s %r' % (D('1.005'), D('7.9'), F(7, 2), D('1.5'), F(1, 3)), '{:.3f} {}'.format(D('2.71828'), F(3, 4)))
print(complex(1, F(1, 2)), complex(D('0.5'), 2), D(5).__round__(1), D('2.5').__round__(), math.isclose(D('0.1'), 0.1), math.fsum([F(1, 3)] * 3))
print(F(1, 3) * D(3) if False else D(1) == F(1), D('1.5') > F(1, 2), sorted([D('0.3'), F(1, 4), 0.2, 1]), divmod(7, F(2, 3)), 7.5 // F(2, 3))

# expect: 1.00 7 3 1.5 Fraction(1, 3) 2.718 3/4
# expect: (1+0.5j) (0.5+2j) 5.0 2 True 1.0
# expect: True True [0.2, Fraction(1, 4), Decimal('0.3'), 1] (10, Fraction(1, 3)) 11.0
