# The message lists every missing method, sorted (3.11 wording).
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def perimeter(self): ...
    @abstractmethod
    def area(self): ...
class Half(Shape):
    def nothing(self): ...
Half()

# expect runtime error: TypeError: Can't instantiate abstract class Half with abstract methods area, perimeter
