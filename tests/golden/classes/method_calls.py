# calling methods: keyword and default arguments, methods calling methods, bound methods
# stored in containers, attributes holding plain functions
def free_function(x):
    return x * 10


class Calc:
    def __init__(self, start=0):
        self.value = start
        self.ops = [self.add, self.double]
        self.hook = free_function

    def add(self, n=1, times=1):
        self.value += n * times
        return self

    def double(self):
        self.value *= self.factor()
        return self

    def factor(self):
        return 2

    def run(self):
        for op in self.ops:
            op()
        return self.value


c = Calc(1)
print(c.add().add(2).add(n=3, times=2).value, c.double().value, c.run(), c.hook(4))
print(Calc.add(Calc(), 5).value, getattr(c, "add")(100).value)
# expect: 10 20 42 40
# expect: 5 142
