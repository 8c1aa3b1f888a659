# multiple inheritance: C3 method resolution order and cooperative super()
class Base:
    def __init__(self):
        self.log = ["Base"]

    def who(self):
        return "Base"


class Left(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Left")

    def who(self):
        return "Left>" + super().who()


class Right(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Right")

    def who(self):
        return "Right>" + super().who()


class Child(Left, Right):
    def __init__(self):
        super().__init__()
        self.log.append("Child")

    def who(self):
        return "Child>" + super().who()


c = Child()
print(c.log, c.who())
print([k.__name__ for k in Child.__mro__])


class A: pass
class B: pass
class C(A, B): pass
class D(B, A): pass
class E(C): pass
print([k.__name__ for k in E.__mro__], [k.__name__ for k in D.__mro__])


class X: pass
class Y: pass
class Z: pass
class K1(X, Y): pass
class K2(Y, Z): pass
class K3(X, Z): pass
class M(K1, K2, K3): pass
print([k.__name__ for k in M.__mro__])
print(issubclass(M, Z), issubclass(K1, Z), isinstance(M(), (Z, int)))
# expect: ['Base', 'Right', 'Left', 'Child'] Child>Left>Right>Base
# expect: ['Child', 'Left', 'Right', 'Base', 'object']
# expect: ['E', 'C', 'A', 'B', 'object'] ['D', 'B', 'A', 'object']
# expect: ['M', 'K1', 'K2', 'K3', 'X', 'Y', 'Z', 'object']
# expect: True False True
