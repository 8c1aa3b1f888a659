# __slots__ entries are member descriptors on the class (P.x, Q.x via the MRO, __get__/__set__).
class P:
    __slots__ = ("x", "y")
class Q(P):
    __slots__ = "z"
class R(P):
    pass
print(P.x, Q.x, Q.z, R.y)
print(type(P.x).__name__, P.x.__name__, P.x.__objclass__.__name__)
print(P.__dict__["x"], Q.__dict__["z"])
q = Q()
P.x.__set__(q, 5)
print(P.x.__get__(q, Q), q.x, P.x.__get__(None, P))
print(getattr(P, "y", None), hasattr(P, "w"), hasattr(R, "y"))
P.y.__delete__
try:
    P.w
except AttributeError as e:
    print("AttributeError:", e)
# expect: <member 'x' of 'P' objects> <member 'x' of 'P' objects> <member 'z' of 'Q' objects> <member 'y' of 'P' objects>
# expect: member_descriptor x P
# expect: <member 'x' of 'P' objects> <member 'z' of 'Q' objects>
# expect: 5 5 <member 'x' of 'P' objects>
# expect: <member 'y' of 'P' objects> False True
# expect: AttributeError: type object 'P' has no attribute 'w'
