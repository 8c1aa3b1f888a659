# The numbers ABCs carry numbers.py's abstract methods (a subclass missing some cannot be
# made, with CPython's message) and concrete ones: Real's divmod/real/imag/conjugate/complex,
# Complex's bool and subtraction, Integral's __index__, __float__, numerator, denominator.
import math
import numbers


class Partial(numbers.Real):
    def __float__(self):
        return 1.0


try:
    Partial()
except TypeError as e:
    print(e)
# expect: Can't instantiate abstract class Partial with abstract methods __abs__, __add__, __ceil__, __eq__, __floor__, __floordiv__, __le__, __lt__, __mod__, __mul__, __neg__, __pos__, __pow__, __radd__, __rfloordiv__, __rmod__, __rmul__, __round__, __rpow__, __rtruediv__, __truediv__, __trunc__
print(sorted(numbers.Integral.__abstractmethods__)[:6], len(numbers.Rational.__abstractmethods__))
# expect: ['__abs__', '__add__', '__and__', '__ceil__', '__eq__', '__floor__'] 24


class Meters(numbers.Real):
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return f"Meters({self.v})"

    def __float__(self):
        return float(self.v)

    def __trunc__(self):
        return math.trunc(self.v)

    def __floor__(self):
        return math.floor(self.v)

    def __ceil__(self):
        return math.ceil(self.v)

    def __round__(self, ndigits=None):
        return Meters(round(self.v, ndigits))

    def __floordiv__(self, o):
        return Meters(self.v // float(o))

    def __rfloordiv__(self, o):
        return Meters(float(o) // self.v)

    def __mod__(self, o):
        return Meters(self.v % float(o))

    def __rmod__(self, o):
        return Meters(float(o) % self.v)

    def __lt__(self, o):
        return self.v < float(o)

    def __le__(self, o):
        return self.v <= float(o)

    def __eq__(self, o):
        return self.v == float(o)

    def __add__(self, o):
        return Meters(self.v + float(o))

    def __radd__(self, o):
        return Meters(float(o) + self.v)

    def __neg__(self):
        return Meters(-self.v)

    def __pos__(self):
        return Meters(self.v)

    def __mul__(self, o):
        return Meters(self.v * float(o))

    def __rmul__(self, o):
        return Meters(float(o) * self.v)

    def __truediv__(self, o):
        return Meters(self.v / float(o))

    def __rtruediv__(self, o):
        return Meters(float(o) / self.v)

    def __pow__(self, o):
        return Meters(self.v ** float(o))

    def __rpow__(self, o):
        return Meters(float(o) ** self.v)

    def __abs__(self):
        return Meters(abs(self.v))

    __hash__ = None


m = Meters(7.5)
print(divmod(m, 2), m - 2, 10 - m, m.real, m.imag, m.conjugate(), complex(m), bool(m), bool(Meters(0)))
# expect: (Meters(3.0), Meters(1.5)) Meters(5.5) Meters(2.5) Meters(7.5) 0 Meters(7.5) (7.5+0j) True False
print(isinstance(m, numbers.Real), isinstance(m, numbers.Complex), math.floor(m), round(m, 0))
# expect: True True 7 Meters(8.0)


class Small(numbers.Integral):
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return self.v


for name in sorted(numbers.Integral.__abstractmethods__):
    if name != "__int__":
        setattr(Small, name, lambda self, *a: NotImplemented)
Small.__abstractmethods__ = frozenset()
s = Small(5)
print(float(s), s.numerator, s.denominator, [10, 20, 30, 40, 50, 60][s], s.__index__())
# expect: 5.0 NotImplemented 1 60 5
