# PEP 585 and 604 at run time: list[int], dict[str, float], tuple[int, ...] print as CPython's
# and build their class when called; X | Y of classes (None included) is a union that
# isinstance() accepts; annotations using them are evaluated.
from dataclasses import dataclass
Vector = list[float]
Matrix = list[Vector]
def scale(v: Vector, k: float | int = 2) -> Vector:
    return [k * x for x in v]
print(Vector, Matrix, dict[str, float], tuple[int, ...], type[int], set[str | None])
print(scale([1.0, 2.5]), scale.__annotations__)
print(Vector([1, 2]), list[int]("ab"), Vector.__origin__, Vector.__args__)
@dataclass
class Point:
    x: float
    y: float
Opt = Point | None
print(Opt, int | None, None | int, int | str | int, int | int, list[int] | None)
print([isinstance(v, int | str) for v in (1, "a", 2.5, None)], isinstance(None, int | None))
def norm(p: Point | None = None) -> float:
    return 0.0 if p is None else (p.x ** 2 + p.y ** 2) ** 0.5
print(norm(Point(3, 4)), norm(), norm.__annotations__)
int[0]
# expect: list[float] list[list[float]] dict[str, float] tuple[int, ...] type[int] set[str | None]
# expect: [2.0, 5.0] {'v': list[float], 'k': float | int, 'return': list[float]}
# expect: [1, 2] ['a', 'b'] <class 'list'> (<class 'float'>,)
# expect: __main__.Point | None int | None None | int int | str <class 'int'> list[int] | None
# expect: [True, True, False, False] True
# expect: 5.0 0.0 {'p': __main__.Point | None, 'return': <class 'float'>}
# expect runtime error: TypeError: type 'int' is not subscriptable
