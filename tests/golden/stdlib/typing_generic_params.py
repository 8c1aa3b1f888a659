# typing.Generic: __parameters__, __orig_bases__, aliases of user classes, list[int].
import types
from typing import Generic, TypeVar, Protocol, List

T = TypeVar('T')
K = TypeVar('K')


class Box(Generic[T]):
    def __init__(self, v):
        self.v = v


class Pair(Generic[K, T]):
    pass


class IntBox(Box[int]):
    pass


class Sub(Box):
    pass


class M(Box[K], Generic[K]):
    pass


class N(Generic[K], Box[K]):
    pass


class P(Protocol[T]):
    pass


print(Box.__parameters__, Box.__orig_bases__)
print(Box[int], Box[int].__args__, Box[int].__origin__, Box[int](3).v)
print(Pair.__parameters__, Pair[str, int])
print(IntBox.__orig_bases__, IntBox.__parameters__, Sub.__parameters__, '__orig_bases__' in Sub.__dict__)
print(M.__parameters__, [c.__name__ for c in M.__mro__])
print(N.__parameters__, N.__bases__)
print(P.__parameters__, P.__orig_bases__)
print(Box[T].__parameters__, dict[K, list[T]].__parameters__, Box[list[K]])
print(Box[int] == Box[int], Box[int] == Box[str], List[int] == List[int])
print(list[int], list[int].__origin__, list[int].__args__, dict[str, list[int]])
print(type(list[int]), isinstance(list[int], types.GenericAlias), type(Box[int]).__name__)
print(List[int], List[int].__origin__, Generic[T])


class C:
    def __class_getitem__(cls, item):
        return f"C[{item!r}]"


print(C[int])
for src in ["Generic[int]", "Generic[T, T]", "Box[int, str]", "Pair[int]", "Sub[int]",
            "class X(Generic): pass", "class Y(Box[K], Generic[T]): pass"]:
    try:
        exec(src)
    except TypeError as e:
        print(e)
# expect: (~T,) (typing.Generic[~T],)
# expect: __main__.Box[int] (<class 'int'>,) <class '__main__.Box'> 3
# expect: (~K, ~T) __main__.Pair[str, int]
# expect: (__main__.Box[int],) () () False
# expect: (~K,) ['M', 'Box', 'Generic', 'object']
# expect: (~K,) (<class '__main__.Box'>,)
# expect: (~T,) (typing.Protocol[~T],)
# expect: (~T,) (~K, ~T) __main__.Box[list[~K]]
# expect: True False True
# expect: list[int] <class 'list'> (<class 'int'>,) dict[str, list[int]]
# expect: <class 'types.GenericAlias'> True _GenericAlias
# expect: typing.List[int] <class 'list'> typing.Generic[~T]
# expect: C[<class 'int'>]
# expect: Parameters to Generic[...] must all be type variables or parameter specification variables.
# expect: Parameters to Generic[...] must all be unique
# expect: Too many arguments for <class '__main__.Box'>; actual 2, expected 1
# expect: Too few arguments for <class '__main__.Pair'>; actual 1, expected 2
# expect: <class '__main__.Sub'> is not a generic class
# expect: Cannot inherit from plain Generic
# expect: Some type variables (~K) are not listed in Generic[~T]
