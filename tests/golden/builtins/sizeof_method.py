# __sizeof__ of the builtin types: what CPython 3.11 on 64-bit Linux reports (sys.getsizeof less
# the garbage collector's 16-byte header on the types it tracks).
import sys

values = [[], [1, 2, 3], list(range(10)), {}, {1: 2}, {i: i for i in range(10)}, (), (1, 2),
          "abc", "", "\u00e9", "\u20acx", 10**30, 0, 1, -5, 2**62, 1.5, 1j, True, None, set(),
          {1, 2}, frozenset(), b"ab", bytearray(b"ab"), range(3), slice(1, 2)]
for v in values:
    print(type(v).__name__, v.__sizeof__(), sys.getsizeof(v) - v.__sizeof__())
print(list.__sizeof__([1]), int.__sizeof__(5), [].__sizeof__.__name__)
print(type([].__sizeof__).__name__)
try:
    [].__sizeof__(1)
except TypeError as e:
    print(e)
# expect: list 40 16
# expect: list 72 16
# expect: list 120 16
# expect: dict 48 16
# expect: dict 208 16
# expect: dict 336 16
# expect: tuple 24 16
# expect: tuple 40 16
# expect: str 52 0
# expect: str 49 0
# expect: str 74 0
# expect: str 78 0
# expect: int 40 0
# expect: int 28 0
# expect: int 28 0
# expect: int 28 0
# expect: int 36 0
# expect: float 24 0
# expect: complex 32 0
# expect: bool 28 0
# expect: NoneType 16 0
# expect: set 200 16
# expect: set 200 16
# expect: frozenset 200 16
# expect: bytes 35 0
# expect: bytearray 59 0
# expect: range 48 0
# expect: slice 40 16
# expect: 48 28 __sizeof__
# expect: builtin_function_or_method
# expect: list.__sizeof__() takes no arguments (1 given)
