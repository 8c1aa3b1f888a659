# unpack star non iterable
a, *b = 1
# expect runtime error: TypeError: cannot unpack non-iterable int object
