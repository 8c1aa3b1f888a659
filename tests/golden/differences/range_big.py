# no-cross-check: CPython makes range(2**100); Weft's ranges are machine-sized (docs/language.md)
print(range(2 ** 62))
print(range(2 ** 100))
# expect: range(0, 4611686018427387904)
# expect runtime error: OverflowError: cannot fit 'int' into an index-sized integer
