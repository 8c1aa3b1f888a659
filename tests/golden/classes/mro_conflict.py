# an inconsistent hierarchy is a TypeError when the class statement runs
class P: pass
class E: pass
class Y(P, E): pass
class Z(E, P): pass
print("before")
class W(Y, Z): pass
print("not reached")
# expect: before
# expect runtime error: order (MRO) for bases P, E
