# A subclass that implements every abstract method can be made; the ABC itself cannot.
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    def describe(self):
        return f"{type(self).__name__} with area {self.area():.2f}"
class Circle(Shape):
    def __init__(self, r):
        self.r = r
    def area(self):
        return 3.14159 * self.r ** 2
print(Circle(2).describe(), isinstance(Circle(1), Shape))
try:
    Shape()
except TypeError as e:
    print(e)

# expect: Circle with area 12.57 True
# expect: Can't instantiate abstract class Shape with abstract method area
