# fixture: pass
print("before")  # expect: before
print(1 / 0)
# expect runtime error: ZeroDivisionError: division by zero
