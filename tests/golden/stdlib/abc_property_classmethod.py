# abstractmethod under property, classmethod and staticmethod; ABCMeta as an explicit metaclass.
from abc import ABCMeta, abstractmethod
class Base(metaclass=ABCMeta):
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...
    @staticmethod
    @abstractmethod
    def helper(): ...
class Impl(Base):
    @property
    def name(self):
        return "impl"
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def helper():
        return 1
print(Impl.make().name, Impl.helper())
try:
    Base()
except TypeError as e:
    print(e)

# expect: impl 1
# expect: Can't instantiate abstract class Base with abstract methods helper, make, name
