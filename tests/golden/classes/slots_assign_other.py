# Assigning a name that is not in __slots__ is an AttributeError.
class P:
    __slots__ = ("x", "y")


p = P()
p.x = 1
print(p.x)
p.z = 3
# expect: 1
# expect runtime error: AttributeError: 'P' object has no attribute 'z'
