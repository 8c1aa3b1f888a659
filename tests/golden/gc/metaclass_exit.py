# A metaclass held only by the classes it made (each class refers to its own mro) is freed
# with them at exit: nothing is left for a leak checker (make asan) to report.
import abc


class Meta(type):
    pass


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        pass


class Box(metaclass=Meta):
    pass


print(type(Shape).__name__, type(Box).__name__)
# expect: ABCMeta Meta
