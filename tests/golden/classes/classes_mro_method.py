# cls.mro() returns the MRO as a list.
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print([k.__name__ for k in D.mro()], D.mro() == list(D.__mro__), type(D.mro()).__name__)

# expect: ['D', 'B', 'C', 'A', 'object'] True list
