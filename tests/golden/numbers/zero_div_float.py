# Float division by zero.
print(1.5 / 0.0)

# expect runtime error: ZeroDivisionError: float division by zero
