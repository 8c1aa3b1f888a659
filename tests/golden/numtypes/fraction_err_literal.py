# Text that is not a rational number.
from fractions import Fraction
Fraction('1/2/3')

# expect runtime error: ValueError: Invalid literal for Fraction: '1/2/3'
