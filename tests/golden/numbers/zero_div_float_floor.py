# Float floor division by zero.
print(1.5 // 0)

# expect runtime error: ZeroDivisionError: float floor division by zero
