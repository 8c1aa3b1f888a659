# Reading a slot that was never assigned is an AttributeError.
class P:
    __slots__ = ("x",)


print(P().x)
# expect runtime error: AttributeError: 'P' object has no attribute 'x'
