# vars() of an instance whose class has __slots__ (no __dict__) is a TypeError.
class P:
    __slots__ = ("x",)


print(vars(P()))
# expect runtime error: TypeError: vars() argument must have __dict__ attribute
