# deleting a property without a deleter
class P:
    @property
    def q(self):
        return 1


del P().q
# expect runtime error: AttributeError: property 'q' of 'P' object has no deleter
