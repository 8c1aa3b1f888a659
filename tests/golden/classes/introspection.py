# type(), __class__, __name__, __qualname__, __module__, isinstance/issubclass with tuples
class Shape:
    class Unit:
        pass

    def area(self):
        return 0


class Square(Shape):
    pass


def make():
    class Local:
        def meth(self):
            pass
    return Local


s = Square()
print(type(s), type(s).__name__, s.__class__ is Square, type(s) is Square, type(s) == Shape)
print(Square, Shape.Unit, Shape.Unit.__qualname__, Shape.Unit.__name__, Shape.area.__qualname__)
L = make()
print(L, L.__qualname__, L.meth.__qualname__, L.__module__, Square.__module__)
print(type(Square), type(type(s)), type(int), type(object), object)
print(isinstance(s, Shape), isinstance(s, (int, str)), isinstance(s, (int, Shape)))
print(isinstance(s, object), isinstance(3, object), isinstance(Square, type), isinstance(s, type))
print(issubclass(Square, Shape), issubclass(Shape, Square), issubclass(Square, (int, Shape)))
print(issubclass(Square, object), issubclass(bool, int), issubclass(int, object), issubclass(int, Shape))
print(type(1).__name__, type("a").__name__, type([]).__name__, type(None).__name__, int.__name__)
print(Square.__mro__, Square.__bases__, object.__bases__, Shape.__base__)
print(s.area(), callable(Square), callable(s))
o = object()
print(type(o).__name__, isinstance(o, Shape), repr(o).startswith("<object object at 0x"))
# expect: <class '__main__.Square'> Square True True False
# expect: <class '__main__.Square'> <class '__main__.Shape.Unit'> Shape.Unit Unit Shape.area
# expect: <class '__main__.make.<locals>.Local'> make.<locals>.Local make.<locals>.Local.meth __main__ __main__
# expect: <class 'type'> <class 'type'> <class 'type'> <class 'type'> <class 'object'>
# expect: True False True
# expect: True True True False
# expect: True False True
# expect: True True True False
# expect: int str list NoneType int
# expect: (<class '__main__.Square'>, <class '__main__.Shape'>, <class 'object'>) (<class '__main__.Shape'>,) () <class 'object'>
# expect: 0 True False
# expect: object False True
