# fixture: fail last stderr line differs
print(1 / 0)
# expect runtime error: ValueError: division by zero
