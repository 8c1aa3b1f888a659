# Fortran-ordered operands give Fortran-ordered results (order='K'), also with broadcast rows;
# mixed C/F operands give C; astype keeps F, copy() is C unless order= says otherwise.
import numpy as np
f = np.asfortranarray(np.arange(6.0).reshape(2, 3))
c = np.arange(6.0).reshape(2, 3)
for name, r in [("f+1", f + 1), ("f*f", f * f), ("f+c", f + c), ("c+f", c + f), ("-f", -f), ("sqrt", np.sqrt(f)), ("f.T+1", c.T + 1), ("f>2", f > 2), ("f+row", f + np.arange(3.0)), ("exp", np.exp(f)), ("f32", f.astype(np.float32) + 1), ("int+f", np.asfortranarray(np.arange(6).reshape(2, 3)) * 2.5)]:
    print(name, r.flags['F_CONTIGUOUS'], r.flags['C_CONTIGUOUS'], r.strides, r.dtype)
print(f + 1)
g = f.copy(order='F'); g += 1; print(g.flags['F_CONTIGUOUS'], g)

# expect: f+1 True False (8, 16) float64
# expect: f*f True False (8, 16) float64
# expect: f+c False True (24, 8) float64
# expect: c+f False True (24, 8) float64
# expect: -f True False (8, 16) float64
# expect: sqrt True False (8, 16) float64
# expect: f.T+1 True False (8, 24) float64
# expect: f>2 True False (1, 2) bool
# expect: f+row True False (8, 16) float64
# expect: exp True False (8, 16) float64
# expect: f32 True False (4, 8) float32
# expect: int+f True False (8, 16) float64
# expect: [[1. 2. 3.]
# expect:  [4. 5. 6.]]
# expect: True [[1. 2. 3.]
# expect:  [4. 5. 6.]]
