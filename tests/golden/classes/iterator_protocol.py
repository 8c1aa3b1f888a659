# user iterators: __iter__ returning self and __next__ ending with StopIteration (here raised
# by next() on an exhausted iterator inside __next__)
class Countdown:
    def __init__(self, start):
        self.n = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            return next(iter(()))
        self.n -= 1
        return self.n + 1


for i in Countdown(3):
    print(i, end=" ")
print()
print(list(Countdown(4)), sum(Countdown(10)), max(Countdown(5)))
print(list(zip(Countdown(3), "abc")), list(enumerate(Countdown(2))))
it = Countdown(2)
print(next(it), next(it), next(it, "done"))
print(sorted(Countdown(3)), [x * x for x in Countdown(3)], 2 in Countdown(3))
a, b = Countdown(2)
print(a, b)



class Pair:
    def __init__(self, a, b):
        self.a, self.b = a, b

    def __iter__(self):
        return iter([self.a, self.b])


x, y = Pair(1, 2)
print(x, y, list(Pair("p", "q")), tuple(Pair(3, 4)), "-".join(Pair("u", "v")))
# expect: 3 2 1 
# expect: [4, 3, 2, 1] 55 5
# expect: [(3, 'a'), (2, 'b'), (1, 'c')] [(0, 2), (1, 1)]
# expect: 2 1 done
# expect: [1, 2, 3] [9, 4, 1] True
# expect: 2 1
# expect: 1 2 ['p', 'q'] (3, 4) u-v
