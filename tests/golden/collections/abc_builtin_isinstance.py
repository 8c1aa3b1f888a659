# collections.abc: the builtin types are what CPython says they are (registered with the ABCs),
# and values of builtin types answer the one-trick ponies (Iterator, Generator, Callable, ...)
# by what their type provides.
from collections.abc import (Callable, Collection, Container, Generator, Hashable, Iterable,
                             Iterator, Mapping, MutableMapping, MutableSequence, MutableSet,
                             Reversible, Sequence, Set, Sized)

print([isinstance([1], c) for c in (Iterable, Sized, Container, Hashable, Sequence, MutableSequence, Reversible, Collection)])
# expect: [True, True, True, False, True, True, True, True]
print([isinstance((1,), c) for c in (Hashable, Sequence, MutableSequence)], isinstance("s", Sequence), isinstance(range(3), Sequence))
# expect: [True, True, False] True True
print(isinstance({}, Mapping), isinstance({}, MutableMapping), isinstance({1}, Set), isinstance(frozenset(), MutableSet), isinstance({1}, MutableSet))
# expect: True True True False True
print(isinstance(iter([]), Iterator), isinstance((x for x in []), Generator), isinstance(len, Callable), isinstance(3, Hashable), isinstance(3, Iterable))
# expect: True True True True False
print(issubclass(list, Sequence), issubclass(dict, Sequence), issubclass(bool, Hashable), issubclass(list, Hashable))
# expect: True False True False


def gen():
    yield 1


print(isinstance(gen(), Iterator), isinstance(gen(), Iterable), isinstance(gen, Callable))
# expect: True True True
