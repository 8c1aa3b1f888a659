# With `from __future__ import annotations` a module's annotations are kept as their text.
from __future__ import annotations

n: int = 1
m: list[int | None]
q: Undefined.name
print(__annotations__)
print(n)
# expect: {'n': 'int', 'm': 'list[int | None]', 'q': 'Undefined.name'}
# expect: 1
