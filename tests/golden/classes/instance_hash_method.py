# hash() and dict keys use a class's __hash__
class Key:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __hash__(self):
        return hash(self.v)


print(hash(Key(3)), {Key(3): "three"}[Key(3)])
# expect: 3 three
