# Elementwise comparison of string arrays, every operator, over items that differ in length,
# in the first character only, in a later one, empty ones and non-ASCII ones (code point
# order), str and bytes arrays, against a scalar and broadcast over two axes.
import numpy as np

a = np.array(["", "a", "ab", "abc", "b", "é", "ée", "z", "\u4e2d", "ab", "abd", "B"])
b = np.array(["", "b", "ab", "abd", "a", "e", "é", "\u4e2d", "z", "abc", "ab", "b"])
for name, r in (("==", a == b), ("!=", a != b), ("<", a < b), ("<=", a <= b), (">", a > b),
                (">=", a >= b)):
    print(name, r.astype(int).tolist())
print((a == "ab").astype(int).tolist(), (a < "b").astype(int).tolist())
print((a[::-2] == b[::2]).astype(int).tolist())
ab = np.array([b"", b"a", b"ab", b"\xff", b"abc"])
bb = np.array([b"a", b"", b"ab", b"\x7f", b"abd"])
print((ab == bb).astype(int).tolist(), (ab < bb).astype(int).tolist(), (ab >= bb).astype(int).tolist())
m = a[:6].reshape(2, 3)
print((m == np.array(["", "a", "x"])).astype(int).tolist(), (m > m.T[:1, :2].reshape(2, 1)).astype(int).tolist())
# expect: == [1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]
# expect: != [0, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1]
# expect: < [0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1]
# expect: <= [1, 1, 1, 1, 0, 0, 0, 1, 0, 1, 0, 1]
# expect: > [0, 0, 0, 0, 1, 1, 1, 0, 1, 0, 1, 0]
# expect: >= [1, 0, 1, 0, 1, 1, 1, 0, 1, 0, 1, 0]
# expect: [0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0] [1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1]
# expect: [0, 1, 0, 1, 0, 0]
# expect: [0, 0, 1, 0, 0] [1, 0, 0, 0, 1] [0, 1, 1, 1, 0]
# expect: [[1, 1, 0], [0, 0, 0]] [[0, 1, 1], [0, 1, 1]]
