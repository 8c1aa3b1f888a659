d = dict(5)
# expect runtime error: TypeError: 'int' object is not iterable
