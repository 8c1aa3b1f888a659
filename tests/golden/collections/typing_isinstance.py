# isinstance()/issubclass() with an unsubscripted typing alias check its runtime class
# (typing.List is list, typing.Iterable is collections.abc.Iterable); a subscripted one is
# refused with CPython's TypeError.
from typing import Callable, Dict, Iterable, List, Sequence, Tuple

print(isinstance([1], List), isinstance((1,), List), isinstance([1], Iterable), isinstance({}, Dict))
# expect: True False True True
print(isinstance(len, Callable), isinstance("s", Sequence), isinstance((1,), Tuple), issubclass(list, Sequence))
# expect: True True True True
isinstance([1], List[int])
# expect runtime error: TypeError: Subscripted generics cannot be used with class and instance checks
