# __call__ makes instances callable; callable() tells
class Adder:
    def __init__(self, n):
        self.n = n

    def __call__(self, x, scale=1):
        return (x + self.n) * scale


add5 = Adder(5)
print(add5(1), add5(1, scale=10), list(map(add5, [1, 2])), callable(add5), callable(Adder))
print(sorted([3, 1, 2], key=Adder(-10)), callable(object()), callable(len))


class Plain:
    pass


print(callable(Plain()))
# expect: 6 60 [6, 7] True True
# expect: [1, 2, 3] False True
# expect: False
