# __index__, __int__, __float__ and __round__ in conversions and indexing
class Idx:
    def __init__(self, i):
        self.i = i

    def __index__(self):
        return self.i


class Num:
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return int(self.v)

    def __float__(self):
        return float(self.v)

    def __round__(self, nd=None):
        return round(self.v, nd) if nd is not None else round(self.v)


xs = [10, 20, 30, 40]
print(xs[Idx(2)], xs[Idx(1):Idx(3)], list(range(Idx(3))), hex(Idx(255)), "ab" * Idx(2))
n = Num(2.75)
print(int(n), float(n), round(n), round(n, 1), int(Idx(7)), float(Idx(7)))
import math
print(math.sqrt(Num(16)), math.floor(Num(2.5)))
# expect: 30 [20, 30] [0, 1, 2] 0xff abab
# expect: 2 2.75 3 2.8 7 7.0
# expect: 4.0 2
