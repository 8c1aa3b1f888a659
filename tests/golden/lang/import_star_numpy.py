# `from numpy import *` follows NumPy's __all__: sum is NumPy's (it takes a nested list), while
# max, min, round and abs stay the builtins.
from numpy import *
print(sum([[1, 2], [3, 4]]))
print(max([1, 5, 2]), min(3, 4), round(2.675, 2), abs(-3))
a = zeros(3) + arange(3)
print(a, mean(a), linspace(0, 1, 3))
# expect: 10
# expect: 5 3 2.67 3
# expect: [0. 1. 2.] 1.0 [0.  0.5 1. ]
