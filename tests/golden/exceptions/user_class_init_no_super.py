# Without a call to super().__init__, args is every argument the class was called with.
class PairError(Exception):
    def __init__(self, a, b):
        self.a = a

e = PairError(1, 2)
print(e.args, e.a, str(e), repr(e))
# expect: (1, 2) 1 (1, 2) PairError(1, 2)
