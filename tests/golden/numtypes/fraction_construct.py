# Fraction from ints, pairs, strings, floats (exactly), Decimals and Fractions; normalised with the sign on top.
from fractions import Fraction
from decimal import Decimal
print(Fraction(), Fraction(3), Fraction(6, -4), Fraction(-6, -4), Fraction(0, 5))
print(Fraction('3/4'), Fraction('1.25'), Fraction(' -2 '), Fraction('1e-3'), Fraction('-.5E2'), Fraction('1_000/3'))
print(Fraction(0.1), Fraction(-2.5), Fraction(1e20), Fraction(Decimal('1.10')), Fraction(Decimal(-3)))
print(Fraction(Fraction(1, 3), Fraction(2, 5)), Fraction(Fraction(7, 2)), Fraction(True), Fraction(2**70, 6))
f = Fraction(22, 7)
print(f.numerator, f.denominator, f.real, f.imag, f.conjugate(), f.as_integer_ratio())
print(repr(Fraction(-1, 3)), str(Fraction(4, 2)), [Fraction(1, 2)], isinstance(f, Fraction), type(f).__name__)

# expect: 0 3 -3/2 3/2 0
# expect: 3/4 5/4 -2 1/1000 -50 1000/3
# expect: 3602879701896397/36028797018963968 -5/2 100000000000000000000 11/10 -3
# expect: 5/6 7/2 1 590295810358705651712/3
# expect: 22 7 22/7 0 22/7 (22, 7)
# expect: Fraction(-1, 3) 2 [Fraction(1, 2)] True Fraction
