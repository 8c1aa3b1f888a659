x = 5
x()
# expect runtime error: TypeError: 'int' object is not callable
