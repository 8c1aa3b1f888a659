# The most derived metaclass wins: an explicit base metaclass under a class whose base has a
# derived one, and metaclass=type is the ordinary class statement.
class Base(type):
    def __new__(mcs, name, bases, ns):
        print("Base.__new__", mcs.__name__, name)
        return super().__new__(mcs, name, bases, ns)


class Derived(Base):
    pass


class A(metaclass=Derived):
    pass


class B(A, metaclass=Base):
    pass


class C(metaclass=type):
    pass


print(type(B).__name__, type(C).__name__, type(type(B)) is type)
M = type("M", (Base,), {})
D = M("D", (), {"v": 5})
print(type(D).__name__, D.v)
# expect: Base.__new__ Derived A
# expect: Base.__new__ Derived B
# expect: Derived type True
# expect: Base.__new__ M D
# expect: M 5
