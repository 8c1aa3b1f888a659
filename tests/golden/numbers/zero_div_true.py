# True division by zero.
print(1 / 0)

# expect runtime error: ZeroDivisionError: division by zero
