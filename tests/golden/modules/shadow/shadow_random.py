# random.py beside the program shadows the standard library's random, as in CPython; math is
# built into CPython and cannot be shadowed
import math
import random

print(random.random(), random.__name__, math.floor(2.5))
# expect: 0.5 random 2
