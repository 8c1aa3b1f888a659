# a class that defines __eq__ without __hash__ is unhashable
class E:
    def __eq__(self, other):
        return True


hash(E())
# expect runtime error: TypeError: unhashable type: 'E'
