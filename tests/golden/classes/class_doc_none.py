# A class without a docstring has __doc__ None (in its own dict), not its base's, as CPython's
# type() sets it: exceptions, subclasses, type() calls; vars() lists it last
class Shape:
    "A shape."


class Square(Shape):
    side = 1


class AppError(Exception):
    pass


print(Shape.__doc__, Square.__doc__, Square().__doc__, AppError.__doc__, AppError("x").__doc__)
print(list(vars(Square)), type("X", (Shape,), {}).__doc__, type("Y", (), {"__doc__": "y"}).__doc__)
# expect: A shape. None None None None
# expect: ['__module__', 'side', '__doc__'] None y
