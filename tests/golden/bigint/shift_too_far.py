# Shifting left by a count beyond any memory: CPython's OverflowError.
print(1 << 100)
print(1 << 2 ** 100)
# expect: 1267650600228229401496703205376
# expect runtime error: OverflowError: too many digits in integer
