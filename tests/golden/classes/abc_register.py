# ABCMeta.register makes virtual subclasses (of the ABC and of its ABC bases), a
# __subclasshook__ decides by structure unless it answers NotImplemented, and register refuses
# what is not a class.
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self): ...


class Polygon(Shape):
    pass


class Square:
    def area(self):
        return 4


Polygon.register(Square)
print(isinstance(Square(), Polygon), isinstance(Square(), Shape), issubclass(Square, Shape))
# expect: True True True
print(Shape.register(int) is int, isinstance(5, Shape), isinstance(5, Polygon), issubclass(bool, Shape))
# expect: True True False True
print(Square.__mro__)
# expect: (<class '__main__.Square'>, <class 'object'>)


class Quacks(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        if hasattr(C, "quack"):
            return True
        return NotImplemented


class Duck:
    def quack(self):
        return "quack"


print(isinstance(Duck(), Quacks), isinstance("x", Quacks))
# expect: True False
Quacks.register(str)
print(isinstance("x", Quacks))
# expect: True


@Shape.register
class Circle:
    pass


print(Circle.__name__, issubclass(Circle, Shape))
# expect: Circle True
try:
    Shape.register(3)
except TypeError as e:
    print(e)
# expect: Can only register classes
Shape.register(Shape)
try:
    Square.__class__
    Polygon.register(Shape)
except RuntimeError as e:
    print(e)
# expect: Refusing to create an inheritance cycle
