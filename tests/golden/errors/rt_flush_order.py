for i in range(3):
    print("line", i)
print(1 // 0)
# expect: line 0
# expect: line 1
# expect: line 2
# expect runtime error: ZeroDivisionError: integer division or modulo by zero
