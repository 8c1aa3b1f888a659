# A chain over objects that are not arrays runs the operators' own code, in Python's order.
import numpy as np


class V:
    def __init__(self, v):
        self.v = v

    def __mul__(self, o):
        print("mul", self.v, o)
        return V(self.v * o)

    def __add__(self, o):
        print("add", self.v, o)
        return V(self.v + o)


big = np.ones(20000)
r = V(2) * 3 + 4
print(r.v)
q = big * 2 + 1
print(q[:2].tolist())
p = 2.0 * 3.0 + 1.5 / 3
print(p)
# expect: mul 2 3
# expect: add 6 4
# expect: 10
# expect: [3.0, 3.0]
# expect: 6.5
