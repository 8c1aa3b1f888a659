# an exception in a generator expression's element
print(list(10 // x for x in [2, 1, 0]))
# expect runtime error: ZeroDivisionError: integer division or modulo by zero
