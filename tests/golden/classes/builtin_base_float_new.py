# A float subclass with __new__ calling super().__new__, and its own methods.
class Celsius(float):
    def __new__(cls, degrees):
        print("new", cls.__name__, degrees)
        return super().__new__(cls, degrees)

    def to_fahrenheit(self):
        return self * 9 / 5 + 32

c = Celsius(100)
print(c, c.to_fahrenheit(), type(c).__name__, isinstance(c, float))
print(round(Celsius(2.567), 1), int(c), c.is_integer(), c / 3, abs(Celsius(-1.5)))
# expect: new Celsius 100
# expect: 100.0 212.0 Celsius True
# expect: new Celsius 2.567
# expect: new Celsius -1.5
# expect: 2.6 100 True 33.333333333333336 1.5
