# typing.get_type_hints: a function's annotations (string ones evaluated, None as NoneType) and a
# class's gathered along its MRO, bases first; TypeError for other objects.
from typing import get_type_hints, Optional, List, Any
def area(w: float, h: float = 1.0) -> float:
    return w * h
def f(a: "list[int]", *args: int, k: Any = None, **kw: str) -> None: ...
def g(x, y): return x
class Node:
    value: int
    next: "Optional[Node]" = None
class Child(Node):
    label: str
    value: float
print(get_type_hints(area), get_type_hints(f), get_type_hints(g))
print(get_type_hints(Node), get_type_hints(Child))
print(get_type_hints(lambda x: x), get_type_hints(print) if False else "")
try:
    get_type_hints(5)
except TypeError as e:
    print("TypeError:", e)
# expect: {'w': <class 'float'>, 'h': <class 'float'>, 'return': <class 'float'>} {'a': list[int], 'args': <class 'int'>, 'k': typing.Any, 'kw': <class 'str'>, 'return': <class 'NoneType'>} {}
# expect: {'value': <class 'int'>, 'next': typing.Optional[__main__.Node]} {'value': <class 'float'>, 'next': typing.Optional[__main__.Node], 'label': <class 'str'>}
# expect: {} 
# expect: TypeError: 5 is not a module, class, method, or function.
