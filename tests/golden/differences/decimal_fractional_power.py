# no-cross-check: CPython's Decimal takes a power with a non-integral exponent (through exp and ln, correctly rounded); Weft's Decimal has integral powers only and says so (docs/language.md)
from decimal import Decimal
print(Decimal(9) ** 2, Decimal(2) ** -1)
print(Decimal(2) ** Decimal('0.5'))
# expect: 81 0.5
# expect runtime error: NotImplementedError: Decimal ** a non-integral exponent is not supported by Weft
