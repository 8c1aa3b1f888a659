n = 7
print(n % 0)
# expect runtime error: ZeroDivisionError: integer modulo by zero
