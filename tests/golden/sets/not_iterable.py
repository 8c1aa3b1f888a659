s = set(3)
# expect runtime error: TypeError: 'int' object is not iterable
