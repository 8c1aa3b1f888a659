# random.py beside the program shadows the standard library's random, as in CPython; math is
# built into CPython, functools imported before the program runs: neither can be shadowed
import functools
import json
import math
import random

print(random.random(), random.__name__, math.floor(2.5))
print(hasattr(functools, "X"), hasattr(json, "X"))
# expect: 0.5 random 2
# expect: False True
