# A __slots__ name that is also a class variable is a ValueError at the class statement.
class P:
    __slots__ = ("x",)
    x = 3
# expect runtime error: ValueError: 'x' in __slots__ conflicts with class variable
