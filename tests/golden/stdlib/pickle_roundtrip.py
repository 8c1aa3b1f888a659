# pickle.dumps/loads round trips of the builtin types keep values and types; the sizes are
# CPython's protocol 4 (default), 3 and 5 byte counts.
import pickle

data = [None, True, False, 0, -5, 255, 256, 65535, 65536, -2**31, 2**31 - 1, 2**100, -2**100,
        3.25, -0.0, float("inf"), "", "héllo", "x" * 1000, b"", b"\x00\xff", (), (1,), (1, (2, 3)),
        [1, [2, [3]]], {"k": [1, 2], 3: (4,)}, {1, 2, 3}, frozenset("ab"), 1j, -2.5 + 0.5j,
        list(range(2500)), {i: str(i) for i in range(1200)}]
for x in data:
    b = pickle.dumps(x)
    y = pickle.loads(b)
    print(type(y).__name__, y == x, len(b), len(pickle.dumps(x, protocol=3)), len(pickle.dumps(x, pickle.HIGHEST_PROTOCOL)))
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL)
# expect: NoneType True 4 4 4
# expect: bool True 4 4 4
# expect: bool True 4 4 4
# expect: int True 5 5 5
# expect: int True 17 8 17
# expect: int True 5 5 5
# expect: int True 15 6 15
# expect: int True 15 6 15
# expect: int True 17 8 17
# expect: int True 17 8 17
# expect: int True 17 8 17
# expect: int True 27 18 27
# expect: int True 27 18 27
# expect: float True 21 12 21
# expect: float True 21 12 21
# expect: float True 21 12 21
# expect: str True 15 10 15
# expect: str True 21 16 21
# expect: str True 1018 1010 1018
# expect: bytes True 15 7 15
# expect: bytes True 17 9 17
# expect: tuple True 4 4 4
# expect: tuple True 16 8 16
# expect: tuple True 22 15 22
# expect: list True 29 23 29
# expect: dict True 34 32 34
# expect: set True 22 36 22
# expect: frozenset True 23 52 23
# expect: complex True 57 47 57
# expect: complex True 57 47 57
# expect: list True 7264 7256 7264
# expect: dict True 10652 18279 10652
# expect: 5 4
