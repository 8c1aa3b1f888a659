# A class made by a metaclass keeps the __module__ its body sets, as a plain class does.
import abc
class A(metaclass=abc.ABCMeta):
    __module__ = "shapes"
class B(A):
    __module__ = "shapes.more"
class C(A):
    pass
print(A, B, C, A.__module__, C.__module__)

# expect: <class 'shapes.A'> <class 'shapes.more.B'> <class '__main__.C'> shapes __main__
