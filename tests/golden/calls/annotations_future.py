# Under `from __future__ import annotations` every annotation stays its text.
from __future__ import annotations
def f(a: int, b: list[int] = None) -> Undefined:
    return a
class P:
    x: float = 1.0
print(f.__annotations__, P.__annotations__, f(3))

# expect: {'a': 'int', 'b': 'list[int]', 'return': 'Undefined'} {'x': 'float'} 3
