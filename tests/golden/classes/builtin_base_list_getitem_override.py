# Overriding __getitem__/__setitem__ in a list subclass, delegating to super().
class Logged(list):
    def __getitem__(self, i):
        print("get", i)
        return super().__getitem__(i)

    def __setitem__(self, i, v):
        print("set", i, v)
        super().__setitem__(i, v * 2)

l = Logged([1, 2, 3])
print(l[1])
l[0] = 7
print(l, list(l))
# expect: get 1
# expect: 2
# expect: set 0 7
# expect: [14, 2, 3] [14, 2, 3]
