# Implementing some abstract methods leaves the others.
from abc import ABC, abstractmethod
class Animal(ABC):
    @abstractmethod
    def sound(self): ...
    @abstractmethod
    def move(self): ...
class Dog(Animal):
    def sound(self):
        return "woof"
print(sorted(Dog.__abstractmethods__))
Dog()

# expect: ['move']
# expect runtime error: TypeError: Can't instantiate abstract class Dog with abstract method move
