a, b = 5
# expect runtime error: TypeError: cannot unpack non-iterable int object
