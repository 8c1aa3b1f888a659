# @property with a getter, .setter and .deleter; read-only properties; property()
class Circle:
    def __init__(self, r):
        self._r = r

    @property
    def radius(self):
        """The radius."""
        return self._r

    @radius.setter
    def radius(self, value):
        if value < 0:
            value = 0
        self._r = value

    @radius.deleter
    def radius(self):
        print("deleting")
        self._r = None

    @property
    def area(self):
        return 3 * self._r ** 2


c = Circle(2)
print(c.radius, c.area)
c.radius = 5
print(c.radius, c.area)
c.radius = -1
print(c.radius)
del c.radius
print(c.radius)
print(type(Circle.radius).__name__, Circle.radius.__doc__, Circle.area.fset)


class Celsius:
    def __init__(self):
        self._c = 0

    def get_f(self):
        return self._c * 9 / 5 + 32

    def set_f(self, f):
        self._c = (f - 32) * 5 / 9

    fahrenheit = property(get_f, set_f)


t = Celsius()
t.fahrenheit = 212
print(t._c, t.fahrenheit)
# expect: 2 12
# expect: 5 75
# expect: 0
# expect: deleting
# expect: None
# expect: property The radius. None
# expect: 100.0 212.0
