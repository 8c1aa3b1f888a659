# typing.get_origin and get_args of typing's generics, unions, Callable, Literal and list[int].
import typing
from typing import List, Dict, Optional, Union, Callable, Tuple, Literal, Sequence, Any
for tp in [List[int], Dict[str, List[int]], Optional[str], Union[int, str], Callable[[int], str], Tuple[int, ...],
           Literal[1, "a", None], Sequence[float], list[int], dict[str, int], int, List, Any]:
    print(repr(tp), typing.get_origin(tp), typing.get_args(tp))
print(typing.get_origin(Callable), typing.get_origin(typing.Union), typing.get_origin(Literal), typing.get_args(List), typing.get_origin(Dict))
# expect: typing.List[int] <class 'list'> (<class 'int'>,)
# expect: typing.Dict[str, typing.List[int]] <class 'dict'> (<class 'str'>, typing.List[int])
# expect: typing.Optional[str] typing.Union (<class 'str'>, <class 'NoneType'>)
# expect: typing.Union[int, str] typing.Union (<class 'int'>, <class 'str'>)
# expect: typing.Callable[[int], str] <class 'collections.abc.Callable'> ([<class 'int'>], <class 'str'>)
# expect: typing.Tuple[int, ...] <class 'tuple'> (<class 'int'>, Ellipsis)
# expect: typing.Literal[1, 'a', None] typing.Literal (1, 'a', None)
# expect: typing.Sequence[float] <class 'collections.abc.Sequence'> (<class 'float'>,)
# expect: list[int] <class 'list'> (<class 'int'>,)
# expect: dict[str, int] <class 'dict'> (<class 'str'>, <class 'int'>)
# expect: <class 'int'> None ()
# expect: typing.List <class 'list'> ()
# expect: typing.Any None ()
# expect: <class 'collections.abc.Callable'> None None () <class 'dict'>
