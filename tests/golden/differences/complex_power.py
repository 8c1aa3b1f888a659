# no-cross-check: CPython returns a complex number; Weft has none and raises (docs/language.md)
x = -8
print(x ** 2, x ** -1, 8 ** 0.5)
print(x ** 0.5)
# expect: 64 -0.125 2.8284271247461903
# expect runtime error: ValueError: negative number cannot be raised to a fractional power (complex numbers are not supported in Weft)
