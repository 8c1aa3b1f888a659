# @jitclass without a spec takes the fields from the class's annotations; an OrderedDict spec
# works too; a list of instances goes to @njit code.
from collections import OrderedDict
import numpy as np
from numba import njit, float64, int64, types
from numba.experimental import jitclass

@jitclass
class Counter:
    count: int64
    name: types.unicode_type

    def __init__(self, name):
        self.count = 0
        self.name = name

    def inc(self):
        self.count += 1
        return self.count

spec = OrderedDict()
spec['x'] = float64
spec['y'] = float64

@jitclass(spec)
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return np.sqrt(self.x ** 2 + self.y ** 2)

@njit
def total(points):
    s = 0.0
    for p in points:
        s += p.norm()
    return s

c = Counter("clicks")
for _ in range(3):
    c.inc()
print(c.count, c.name)
p = Point(3, 4)
print(p.x, p.norm(), total([Point(1, 0), Point(0, 2)]))
# expect: 3 clicks
# expect: 3.0 5.0 3.0
