# fixture: fail exit code 0, expected exit code 1
print(1 / 1)  # expect: 1.0
# expect runtime error: ZeroDivisionError: division by zero
