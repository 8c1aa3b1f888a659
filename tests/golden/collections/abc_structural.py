# The one-trick ponies of collections.abc recognise user classes by their methods (CPython's
# __subclasshook__), and a method set to None says no (a class defining __eq__ alone is not
# Hashable).
from collections.abc import Hashable, Iterable, Iterator, Sized


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


print(isinstance(Countdown(3), Iterator), list(Countdown(3)), issubclass(Countdown, Iterable))
# expect: True [3, 2, 1] True
print(isinstance(Countdown(1), Sized))
# expect: False


class NoHash:
    def __eq__(self, other):
        return True


print(isinstance(NoHash(), Hashable), isinstance(object(), Hashable))
# expect: False True
