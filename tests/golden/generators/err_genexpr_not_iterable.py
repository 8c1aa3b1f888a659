# a generator expression takes its first iterable's iterator where it is written
g = (i for i in 5)
# expect runtime error: TypeError: 'int' object is not iterable
