# Elementwise comparisons of one-axis string and bytes arrays, every operator: items of other
# lengths, a common first character, empty items, non-ASCII text (code point order), strided
# views, a scalar on either side, and equal items that are one object (a copy).
import numpy as np

a = np.array(["apple", "b", "", "zeta", "ábc", "abd", "x", "same", "Z", "aa", "ab", "é", "ß"])
b = np.array(["apple", "a", "a", "zet", "abc", "abc", "", "same", "z", "a", "abc", "e", "ss"])
for name, f in [("==", lambda x, y: x == y), ("!=", lambda x, y: x != y), ("<", lambda x, y: x < y),
                ("<=", lambda x, y: x <= y), (">", lambda x, y: x > y), (">=", lambda x, y: x >= y)]:
    print(name, f(a, b).astype(int), f(a[:12:2], b[1::2]).astype(int), f(a, "ab").astype(int),
          f("b", a).astype(int), f(a, a.copy()).astype(int))
bb = np.array([b"ab", b"\xff", b"", b"abc", b"b"])
cc = np.array([b"ab", b"\x01", b"a", b"abd", b"a"])
print((bb < cc).astype(int), (bb >= cc).astype(int), (bb == cc).astype(int), (bb != cc).astype(int))
rng = np.random.default_rng(2)
x = rng.integers(0, 3000, 5000).astype(str)
y = rng.integers(0, 3000, 5000).astype(str)
print(int((x < y).sum()), int((x <= y).sum()), int((x > y).sum()), int((x >= y).sum()),
      int((x == y).sum()), int((x != y).sum()), int((x == x.copy()).sum()))
# expect: == [1 0 0 0 0 0 0 1 0 0 0 0 0] [0 0 0 0 0 0] [0 0 0 0 0 0 0 0 0 0 1 0 0] [0 1 0 0 0 0 0 0 0 0 0 0 0] [1 1 1 1 1 1 1 1 1 1 1 1 1]
# expect: != [0 1 1 1 1 1 1 0 1 1 1 1 1] [1 1 1 1 1 1] [1 1 1 1 1 1 1 1 1 1 0 1 1] [1 0 1 1 1 1 1 1 1 1 1 1 1] [0 0 0 0 0 0 0 0 0 0 0 0 0]
# expect: < [0 0 1 0 0 0 0 0 1 0 1 0 0] [0 1 0 0 1 1] [0 0 1 0 0 0 0 0 1 1 0 0 0] [0 0 0 1 1 0 1 1 0 0 0 1 1] [0 0 0 0 0 0 0 0 0 0 0 0 0]
# expect: <= [1 0 1 0 0 0 0 1 1 0 1 0 0] [0 1 0 0 1 1] [0 0 1 0 0 0 0 0 1 1 1 0 0] [0 1 0 1 1 0 1 1 0 0 0 1 1] [1 1 1 1 1 1 1 1 1 1 1 1 1]
# expect: > [0 1 0 1 1 1 1 0 0 1 0 1 1] [1 0 1 1 0 0] [1 1 0 1 1 1 1 1 0 0 0 1 1] [1 0 1 0 0 1 0 0 1 1 1 0 0] [0 0 0 0 0 0 0 0 0 0 0 0 0]
# expect: >= [1 1 0 1 1 1 1 1 0 1 0 1 1] [1 0 1 1 0 0] [1 1 0 1 1 1 1 1 0 0 1 1 1] [1 1 1 0 0 1 0 0 1 1 1 0 0] [1 1 1 1 1 1 1 1 1 1 1 1 1]
# expect: [0 0 1 1 0] [1 1 0 0 1] [1 0 0 0 0] [0 1 1 1 1]
# expect: 2511 2511 2489 2489 0 5000 5000
