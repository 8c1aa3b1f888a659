# typing's names programs import for annotations (Awaitable, TextIO, SupportsInt, Annotated, ...),
# overload (the decorated stub refuses calls; the last plain def wins), assert_never,
# assert_type, reveal_type, is_typeddict, AnyStr, Text and TypeVar's constraints and bound.
from typing import (overload, Union, Awaitable, Coroutine, AsyncIterator, TextIO, BinaryIO, IO, SupportsInt,
                    SupportsFloat, Annotated, TypeGuard, AnyStr, Text, TypeVar, ParamSpec, assert_never,
                    assert_type, reveal_type, is_typeddict, TypedDict, get_overloads, NoReturn)
@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x: Union[int, str]) -> Union[int, str]:
    return x * 2
print(double(4), double("ab"), type(get_overloads(double)).__name__)
@overload
def stub(x: int) -> int: ...
try:
    stub(1)
except NotImplementedError as e:
    print(str(e)[:45])
def check(x: int | str) -> str:
    if isinstance(x, int):
        return "int"
    elif isinstance(x, str):
        return "str"
    else:
        assert_never(x)
print(check(1), check("a"))
try:
    assert_never(["x"] * 60)
except AssertionError as e:
    print(len(str(e)), str(e)[-20:])
print(assert_type(5, int), reveal_type([1]), Text is str)
class Movie(TypedDict):
    title: str
print(is_typeddict(Movie), is_typeddict(dict), is_typeddict(Movie(title="x")))
T = TypeVar("T", int, str)
B = TypeVar("B", bound=float)
C = TypeVar("C", covariant=True)
print(T.__constraints__, B.__bound__, C.__covariant__, C.__contravariant__, B.__constraints__, T.__bound__, T.__name__, C)
try:
    TypeVar("X", int)
except TypeError as e:
    print(e)
def read(f: TextIO, n: SupportsInt, scale: Annotated[float, "unit"]) -> AnyStr: ...
print(read.__annotations__["n"] is SupportsInt, AnyStr.__constraints__ == (bytes, str))
# expect: 8 abab list
# expect: You should not call an overloaded function. A
# expect: int str
# expect: 145 ', 'x', 'x', 'x',...
# expect: 5 [1] True
# expect: True False False
# expect: (<class 'int'>, <class 'str'>) <class 'float'> True False () None T +C
# expect: A single constraint is not allowed
# expect: True True
# expect stderr: Runtime type is 'list'
