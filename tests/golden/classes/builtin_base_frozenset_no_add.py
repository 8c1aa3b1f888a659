# A frozenset subclass has no add.
class F(frozenset):
    pass


F([1]).add(2)
# expect runtime error: AttributeError: 'F' object has no attribute 'add'
