# Integer modulo by zero has its own message.
print(10 % 3)
print(5 % 0)

# expect: 1
# expect runtime error: ZeroDivisionError: integer modulo by zero
