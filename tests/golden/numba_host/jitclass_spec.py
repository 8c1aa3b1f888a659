# numba.experimental.jitclass with a spec list: fields hold values as their types do (a float32
# field reads back rounded, an int32 one truncates), methods, properties and staticmethods work
# from Python, and @njit code takes, mutates and makes instances.
import numpy as np
from numba import int32, float32, njit
from numba.experimental import jitclass

spec = [('value', int32), ('scale', float32), ('array', float32[:])]

@jitclass(spec)
class Bag(object):
    def __init__(self, value):
        self.value = value
        self.scale = 0.1
        self.array = np.zeros(value, dtype=np.float32)

    @property
    def size(self):
        return self.array.size

    def increment(self, val):
        for i in range(self.size):
            self.array[i] += val
        return self.array

    @staticmethod
    def add(x, y):
        return x + y

bag = Bag(4)
print(isinstance(bag, Bag), bag.value, bag.size, bag.scale)
print(bag.increment(3), bag.array.dtype)
print(Bag.add(1, 2))
bag.value = 7.9
print(bag.value, type(bag.value).__name__)

@njit
def fill(b, v):
    b.increment(v)
    return b.array.sum()

@njit
def make(n):
    b = Bag(n)
    b.increment(1.5)
    return b.array.sum()

print(fill(bag, 1.0), make(4))
print(Bag)
# expect: True 4 4 0.10000000149011612
# expect: [3. 3. 3. 3.] float32
# expect: 3
# expect: 7 int
# expect: 16.0 6.0
# expect: <class 'numba.experimental.jitclass.base.Bag'>
