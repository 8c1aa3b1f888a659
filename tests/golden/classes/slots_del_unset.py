# Deleting a slot that holds nothing raises AttributeError with the bare name (3.11).
class P:
    __slots__ = ("x",)


p = P()
p.x = 1
del p.x
del p.x
# expect runtime error: AttributeError: x
