# Float modulo by zero.
print(2.5 % 0.0)

# expect runtime error: ZeroDivisionError: float modulo
