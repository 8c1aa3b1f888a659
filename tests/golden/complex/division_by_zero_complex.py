# 1 / 0j is a complex division by zero.
print(1 / 1j)
print(1 / 0j)
# expect: -1j
# expect runtime error: ZeroDivisionError: complex division by zero
