# from_decimal takes Decimals and ints only.
from fractions import Fraction
Fraction.from_decimal(0.5)

# expect runtime error: TypeError: Fraction.from_decimal() only takes Decimals, not 0.5 (float)
