# D.fromkeys on a dict subclass makes a D, each key set through D's own __setitem__
class D(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, [v])


d = D.fromkeys("ab", 0)
print(d, type(d).__name__, D.fromkeys([]))
# expect: {'a': [0], 'b': [0]} D {}
