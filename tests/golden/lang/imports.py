# import forms: plain, aliased, from-import with alias, submodules
import math
import math as m
from math import sqrt, pi as PI
import numpy as np
import numpy.random
from numpy import zeros as z
import time
from timeit import default_timer
print(math.floor(2.7), m.ceil(2.1), sqrt(16.0), round(PI, 3))
print(z(3))
print(type(numpy.random.rand(2)).__name__ if False else "ok")
t0 = default_timer()
print(default_timer() - t0 >= 0)
def local_import():
    import math
    return math.factorial(5)
print(local_import())
# expect: 2 3 4.0 3.142
# expect: [0. 0. 0.]
# expect: ok
# expect: True
# expect: 120
