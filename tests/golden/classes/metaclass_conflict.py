# Two unrelated metaclasses among the bases: CPython's metaclass conflict.
class M1(type):
    pass


class M2(type):
    pass


class A(metaclass=M1):
    pass


class B(metaclass=M2):
    pass


print("made", type(A).__name__, type(B).__name__)


class C(A, B):
    pass
# expect: made M1 M2
# expect runtime error: TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
