# Methods and attributes of the metaclass are visible on the class (bound to it), not on its
# instances; a metaclass __repr__ shows the class.
class Meta(type):
    kind = "meta"

    def describe(cls):
        return "class " + cls.__name__

    @property
    def shout(cls):
        return cls.__name__.upper()

    def __repr__(cls):
        return "<Meta " + cls.__name__ + ">"


class A(metaclass=Meta):
    pass


print(A.describe(), A.kind, A.shout)
print(A, repr(A), [A])
print(A.__class__ is Meta, type(A()).__name__)
try:
    A().describe()
except AttributeError as e:
    print("AttributeError:", e)
# expect: class A meta A
# expect: <Meta A> <Meta A> [<Meta A>]
# expect: True A
# expect: AttributeError: 'A' object has no attribute 'describe'
