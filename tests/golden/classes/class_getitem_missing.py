# Subscripting a class without __class_getitem__ is CPython's TypeError.
class Plain:
    pass


print(Plain[int])
# expect runtime error: TypeError: type 'Plain' is not subscriptable
