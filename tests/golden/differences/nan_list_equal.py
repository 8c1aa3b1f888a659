# no-cross-check: CPython gives False for two separately made NaNs; Weft floats have no identity (docs/language.md)
n = float("nan")
print(n == n, [n] == [n], (n,) == (n,))
print([float("nan")] == [float("nan")], [1.0, float("nan")] != [1.0, float("nan")])
# expect: False True True
# expect: True False
