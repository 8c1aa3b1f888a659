# bool(), str() and repr() of assorted values.
print(bool(0), bool(1), bool(""), bool("a"), bool([]), bool([0]), bool(0.0), bool(None), bool(()), bool(range(0)))
print(str(1.5), str("x"), repr("x"), str([1.5, "x"]), repr(None), str(True), str((1, 2)))

# expect: False True False True False True False False False False
# expect: 1.5 x 'x' [1.5, 'x'] None True (1, 2)
