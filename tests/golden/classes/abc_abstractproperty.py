# abc's deprecated abstractproperty, abstractclassmethod and abstractstaticmethod mark what they wrap abstract.
import abc
class Shape(abc.ABC):
    @abc.abstractproperty
    def sides(self): ...
    @abc.abstractclassmethod
    def unit(cls): ...
    @abc.abstractstaticmethod
    def kind(): ...
try:
    Shape()
except TypeError as e:
    print(e)
class Tri(Shape):
    @property
    def sides(self): return 3
    @classmethod
    def unit(cls): return cls.__name__
    @staticmethod
    def kind(): return "polygon"
t = Tri()
print(t.sides, Tri.unit(), t.kind(), sorted(Shape.__abstractmethods__), Tri.__abstractmethods__)
class Half(Shape):
    sides = 4
try:
    Half()
except TypeError as e:
    print(e)
# expect: Can't instantiate abstract class Shape with abstract methods kind, sides, unit
# expect: 3 Tri polygon ['kind', 'sides', 'unit'] frozenset()
# expect: Can't instantiate abstract class Half with abstract methods kind, unit
