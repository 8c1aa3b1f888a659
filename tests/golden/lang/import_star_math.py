# `from math import *` binds math's public names as globals (math has no __all__).
from math import *
print(sqrt(16.0), floor(2.5), pi)
print(gcd(12, 18), isclose(0.1 + 0.2, 0.3))
def hyp(a, b):
    return sqrt(a * a + b * b)   # a function body sees the star-imported globals
print(hyp(3, 4))
# expect: 4.0 2 3.141592653589793
# expect: 6 True
# expect: 5.0
