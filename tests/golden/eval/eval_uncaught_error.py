# An exception raised by eval's expression propagates out of eval.
print(eval("10 // 2"))
eval("1 / 0")

# expect: 5
# expect runtime error: ZeroDivisionError: division by zero
