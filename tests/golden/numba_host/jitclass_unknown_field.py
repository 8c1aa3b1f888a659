# A jitclass instance has only its spec's fields: setting another raises AttributeError.
from numba import float64
from numba.experimental import jitclass

@jitclass([('x', float64)])
class P:
    def __init__(self, x):
        self.x = x

p = P(2)
print(p.x)
p.y = 3
# expect: 2.0
# expect runtime error: AttributeError: 'P' object has no attribute 'y'
