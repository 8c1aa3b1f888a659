# 0j to a negative power: CPython's ZeroDivisionError.
print(0j ** 2)
print(0j ** -1)
# expect: 0j
# expect runtime error: ZeroDivisionError: 0.0 to a negative or complex power
