# @staticmethod and @classmethod, through the class and through instances, and in subclasses
class Temperature:
    scale = "C"

    def __init__(self, degrees):
        self.degrees = degrees

    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)

    @staticmethod
    def valid(d):
        return d > -273.15

    @classmethod
    def describe(cls):
        return cls.__name__ + " in " + cls.scale


class Kelvin(Temperature):
    scale = "K"


t = Temperature.from_f(212)
k = Kelvin.from_f(32)
print(t.degrees, type(t).__name__, k.degrees, type(k).__name__)
print(Temperature.valid(-300), t.valid(20), Kelvin.valid(0))
print(Temperature.describe(), Kelvin.describe(), k.describe())
print(type(Temperature.__dict__ if False else Temperature.valid).__name__)
print(type(Temperature.from_f).__name__, Temperature.from_f.__self__ is Temperature)
sm = staticmethod(len)
cm = classmethod(len)
print(type(sm).__name__, type(cm).__name__, sm("abc"))
# expect: 100.0 Temperature 0.0 Kelvin
# expect: False True True
# expect: Temperature in C Kelvin in K Kelvin in K
# expect: function
# expect: method True
# expect: staticmethod classmethod 3
