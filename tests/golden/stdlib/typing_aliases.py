# typing's special forms build type aliases that print as CPython's.
from typing import List, Tuple, Optional, Callable, Dict, Any, Union
Vector = List[float]
print(Vector, Dict[str, List[int]], Optional[int], Union[int, str])
print(Callable[[int, float], str], Callable[..., int], Tuple[int, ...], Tuple[()], Any)
print(Optional[List[float]], Union[int], Union[None, int], Union[int, None, str], List)

# expect: typing.List[float] typing.Dict[str, typing.List[int]] typing.Optional[int] typing.Union[int, str]
# expect: typing.Callable[[int, float], str] typing.Callable[..., int] typing.Tuple[int, ...] typing.Tuple[()] typing.Any
# expect: typing.Optional[typing.List[float]] <class 'int'> typing.Optional[int] typing.Union[int, NoneType, str] typing.List
