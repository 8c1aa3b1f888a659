# A quotient too large for a float raises CPython's OverflowError.
print(10 ** 400 / 10 ** 300)
print(10 ** 400 / 3)
# expect: 1e+100
# expect runtime error: OverflowError: integer division result too large for a float
