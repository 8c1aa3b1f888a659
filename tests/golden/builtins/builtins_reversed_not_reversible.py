# An object with neither __reversed__ nor the sequence protocol.
class Bag:
    def __iter__(self):
        return iter([1, 2])
reversed(Bag())

# expect runtime error: TypeError: 'Bag' object is not reversible
