# Integer division by zero.
print(10 // 3)
print(1 // 0)

# expect: 3
# expect runtime error: ZeroDivisionError: integer division or modulo by zero
