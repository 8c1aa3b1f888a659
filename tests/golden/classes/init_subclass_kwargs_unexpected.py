# Class keywords with only object's __init_subclass__ are CPython's TypeError.
class B:
    pass


class C(B, x=1):
    pass
# expect runtime error: TypeError: C.__init_subclass__() takes no keyword arguments
