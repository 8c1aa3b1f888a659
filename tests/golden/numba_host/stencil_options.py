# @stencil options: neighborhood= for indices that are not constants, cval= for the border
# (cast to the output's dtype), out= (its border set to cval when given, else kept),
# func_or_mode='constant', standard_indexing= for an argument indexed as usual.
import numpy as np
from numba import stencil

@stencil(neighborhood=((-2, 0),))
def trailing_mean(a):
    s = 0
    for i in range(-2, 1):
        s += a[i]
    return s / 3

@stencil(cval=-1.0)
def diff(a):
    return a[1] - a[-1]

@stencil(func_or_mode='constant', cval=0.5)
def right_down(a):
    return a[0, 1] + a[1, 0]

@stencil(standard_indexing=("w",))
def weighted(a, w):
    return w[0] * a[-1] + w[1] * a[0] + w[2] * a[1]

@stencil(neighborhood=((1, 2),))
def ahead(a):
    return a[1] + a[2]

@stencil
def forward(a):
    return a[1] + a[2]

print(trailing_mean(np.arange(8.0)))
print(diff(np.arange(6.0)), diff(np.arange(6)))
print(diff(np.arange(2)))
out = np.full(6, 9.0)
diff(np.arange(6.0), out=out)
print(out)
out = np.full(4, 9.0)
forward(np.arange(4.0), out=out)
print(out)
r = right_down(np.ones((3, 3), dtype=np.float32))
print(r, r.dtype)
print(weighted(np.arange(6.0), np.array([0.25, 0.5, 0.25])))
print(ahead(np.arange(6.0)))
# expect: [0. 0. 1. 2. 3. 4. 5. 6.]
# expect: [-1.  2.  2.  2.  2. -1.] [-1  2  2  2  2 -1]
# expect: [-1 -1]
# expect: [-1.  2.  2.  2.  2. -1.]
# expect: [3. 5. 9. 9.]
# expect: [[2.  2.  0.5]
# expect:  [2.  2.  0.5]
# expect:  [0.5 0.5 0.5]] float32
# expect: [0. 1. 2. 3. 4. 0.]
# expect: [3. 5. 7. 9. 0. 0.]
