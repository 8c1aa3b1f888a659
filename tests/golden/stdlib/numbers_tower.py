# numbers: the numeric tower answers isinstance() as CPython with NumPy loaded does (int and
# bool Integral, float Real, complex Complex, Fraction Rational, Decimal only a Number; NumPy's
# integers, floats and complexes where NumPy registers them; np.bool_ and str nowhere).
import decimal
import fractions
import numbers

import numpy as np

vals = [1, True, 2.5, 1j, fractions.Fraction(1, 3), decimal.Decimal("1.5"), np.int32(3),
        np.float64(2.0), np.complex128(1j), np.bool_(True), "x", None]
for c in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral):
    print(c.__name__, "".join("1" if isinstance(v, c) else "." for v in vals))
# expect: Number 111111111...
# expect: Complex 11111.111...
# expect: Real 111.1.11....
# expect: Rational 11..1.1.....
# expect: Integral 11....1.....
print(issubclass(int, numbers.Real), issubclass(float, numbers.Integral), numbers.Real.__mro__)
# expect: True False (<class 'numbers.Real'>, <class 'numbers.Complex'>, <class 'numbers.Number'>, <class 'object'>)


class Money(numbers.Number):
    pass


print(isinstance(Money(), numbers.Number), isinstance(Money(), numbers.Real))
# expect: True False
