# collections.abc classes answer isinstance() for builtin values and for classes that define
# the one method an ABC needs; subscripting them gives an alias; they cannot be instantiated.
from collections.abc import Iterable, Iterator, Sequence, Mapping, Callable, Generator, Hashable, Sized
import collections.abc
print(Iterable, collections.abc.Sequence)
print(isinstance([1], Iterable), isinstance(5, Iterable), isinstance(iter([]), Iterator), isinstance([], Iterator))
print(isinstance((1,), Sequence), isinstance({}, Sequence), isinstance({}, Mapping), isinstance(len, Callable), isinstance(3, Callable))
print(isinstance((x for x in []), Generator), isinstance([], Hashable), isinstance("", Hashable), isinstance({}, Sized))
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
print(isinstance(It(), Iterator), isinstance(It(), Iterable))
def f(xs: Iterable[int]) -> Iterator[int]:
    yield from xs
print(list(f([1, 2])))
try:
    Iterable()
except TypeError as e:
    print(e)
print(Sequence[int], Mapping[str, int])
# expect: <class 'collections.abc.Iterable'> <class 'collections.abc.Sequence'>
# expect: True False True False
# expect: True False True True False
# expect: True False True True
# expect: True True
# expect: [1, 2]
# expect: Can't instantiate abstract class Iterable with abstract method __iter__
# expect: collections.abc.Sequence[int] collections.abc.Mapping[str, int]
