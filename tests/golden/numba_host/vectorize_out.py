# out= receives the result (and is returned); a different out dtype is cast into.
import numpy as np
from numba import vectorize

@vectorize(['float64(float64, float64)'])
def add(a, b):
    return a + b

out = np.zeros(3)
r = add(np.arange(3.0), 1.0, out=out)
print(r is out, out)
out32 = np.zeros(3, dtype=np.float32)
add(np.arange(3.0), 0.5, out32)
print(out32)
grid = np.zeros((2, 3))
add(np.arange(3.0), np.array([[10.0], [20.0]]), out=grid)
print(grid)

# expect: True [1. 2. 3.]
# expect: [0.5 1.5 2.5]
# expect: [[10. 11. 12.]
# expect:  [20. 21. 22.]]
