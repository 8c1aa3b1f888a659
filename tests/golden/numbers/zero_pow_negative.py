# 0 to a negative power.
print(0.0 ** 2)
print(0 ** -1)

# expect: 0.0
# expect runtime error: ZeroDivisionError: 0.0 cannot be raised to a negative power
