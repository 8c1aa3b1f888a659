# no-cross-check: CPython keeps two separately made NaNs apart in a set or dict; Weft floats have no identity (docs/language.md)
n = float("nan")
print(len({n, n}), len({float("nan"), float("nan")}), n in {n}, {n: 1}[n])
print(len({float("nan"): 1, float("nan"): 2}))
# expect: 1 1 True 1
# expect: 1
