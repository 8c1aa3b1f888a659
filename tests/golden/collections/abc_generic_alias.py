# The generic ABCs subscript into aliases that print as CPython's (annotations included);
# Sized is not generic.
from collections.abc import Callable, Iterable, Mapping, Sized


def total(xs: Iterable[int]) -> Mapping[str, int]:
    return {"total": sum(xs)}


print(Iterable[int], Mapping[str, int], Callable[[int], str])
# expect: collections.abc.Iterable[int] collections.abc.Mapping[str, int] collections.abc.Callable[[int], str]
print(total.__annotations__, total([1, 2]))
# expect: {'xs': collections.abc.Iterable[int], 'return': collections.abc.Mapping[str, int]} {'total': 3}
Sized[int]
# expect runtime error: TypeError: type 'Sized' is not subscriptable
