# A metaclass that is an ordinary class (not derived from type) conflicts with the bases'
# metaclass, as in CPython.
class NotMeta:
    pass


class Base:
    pass


print("start")


class A(Base, metaclass=NotMeta):
    pass
# expect: start
# expect runtime error: TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
