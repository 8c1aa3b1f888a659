# Module-level annotations fill the module's __annotations__ (in order, evaluated), readable
# from module code and functions; functions' and class bodies' own annotations are unchanged.
print(__annotations__)
x: int = 5
y: str
if x:
    z: "list" = []
for i in range(1):
    w: float
obj = type("O", (), {})()
obj.attr: int = 3
print(__annotations__)
print(x, 'y' in globals(), obj.attr)


def f():
    local: int = 1
    return __annotations__, local


print(f())


class C:
    a: int = 1
    b: "str"


print(C.__annotations__)


def g(a: int, b: str = "x") -> float:
    c: bytes = b""
    return c


print(g.__annotations__)
__annotations__["extra"] = bool
print(list(__annotations__))
# expect: {}
# expect: {'x': <class 'int'>, 'y': <class 'str'>, 'z': 'list', 'w': <class 'float'>}
# expect: 5 False 3
# expect: ({'x': <class 'int'>, 'y': <class 'str'>, 'z': 'list', 'w': <class 'float'>}, 1)
# expect: {'a': <class 'int'>, 'b': 'str'}
# expect: {'a': <class 'int'>, 'b': <class 'str'>, 'return': <class 'float'>}
# expect: ['x', 'y', 'z', 'w', 'extra']
