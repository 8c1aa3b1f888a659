# A power that overflows is CPython's OverflowError.
print((1 + 2j) ** 10)
print((10 + 2j) ** 1000)
# expect: (237-3116j)
# expect runtime error: OverflowError: complex exponentiation
