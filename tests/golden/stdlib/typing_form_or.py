# A typing form or'ed with another type is a typing.Union (Optional when with None); Any | None is
# a | union, as in 3.11; annotations written so evaluate.
from typing import Dict, List, Optional, Any
print(Dict[str, int] | None, List[int] | str, Optional[int] | None, Any | None, None | List[int])
def f(c: Dict[str, int] | None = None): pass
print(f.__annotations__)
# expect: typing.Optional[typing.Dict[str, int]] typing.Union[typing.List[int], str] typing.Optional[int] typing.Any | None typing.Optional[typing.List[int]]
# expect: {'c': typing.Optional[typing.Dict[str, int]]}
