# type(name, bases, ns) over bases with unrelated metaclasses: CPython's metaclass conflict.
class M1(type):
    pass

class M2(type):
    pass

class A(metaclass=M1):
    pass

class B(metaclass=M2):
    pass

print("made")
type("C", (A, B), {})

# expect: made
# expect runtime error: TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
