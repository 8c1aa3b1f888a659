# sqrt, exp, ln and log10 round half to even whatever the context's mode; powers with a fractional exponent round ln, product and exp at extra digits first, as CPython's decimal does.
from decimal import *
c = getcontext()
c.prec = 1
c.rounding = ROUND_DOWN
print(Decimal('1E+48').log10(), Decimal('1E-15').log10(), Decimal(2).sqrt(), Decimal(3).exp(), Decimal(45).log10())
c.prec = 3
print(Decimal(100) ** Decimal('0.5'), Decimal(2) ** Decimal('0.5'), Decimal(1) ** Decimal('0.5'), Decimal('1.0') ** Decimal('2.5'))
c.prec = 28
c.rounding = ROUND_UP
print(Decimal(2).sqrt(), Decimal('1784936973677222027.19517825963081029128').sqrt(), Decimal(4) ** Decimal('0.5'))
print(hash(Decimal('1234567890123456789012345')) == hash(1234567890123456789012345), hash(Decimal('6.018159083E-27')), hash(Decimal('1E+30')) == hash(10**30))

# expect: 5E+1 -2E+1 1 2E+1 2
# expect: 9.99 1.41 1.00 1.00
# expect: 1.414213562373095048801688724 1336015334.372035576897341131 2.000000000000000000000000000
# expect: True 1470883515547563401 True
