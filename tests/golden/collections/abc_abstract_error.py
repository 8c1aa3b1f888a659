# A collections.abc subclass that leaves an abstract method undefined cannot be instantiated,
# with CPython's message naming what is missing.
from collections.abc import Sequence


class Half(Sequence):
    def __len__(self):
        return 0


Half()
# expect runtime error: TypeError: Can't instantiate abstract class Half with abstract method __getitem__
