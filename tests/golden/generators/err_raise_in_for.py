# an exception inside a generator reaches the loop that resumed it
def g():
    yield 1
    yield 1 // 0

for x in g():
    print(x)
# expect: 1
# expect runtime error: ZeroDivisionError: integer division or modulo by zero
