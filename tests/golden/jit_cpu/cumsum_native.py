# np.cumsum/np.cumprod and a.cumsum()/a.cumprod() in @njit code are native code, as Numba's: a
# new 1-D array of a.size running sums over a.flat (C order, also of an F array and of a.T),
# accumulated in sum's type (integers and bools int64, unsigned uint64, floats their own), of an
# array expression too (uint8 * 2 is int64 in Numba).
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit
@njit
def f(a):
    return np.cumsum(a), a.cumprod(), np.cumsum(a * 2), a.T.cumsum()
@njit
def g(a):
    s = np.cumsum(a)
    return s[-1]
for a in [np.arange(1.0, 7.0).reshape(2, 3), np.arange(1, 7, dtype=np.int32).reshape(2, 3), np.array([[True, False], [True, True]]),
          np.arange(1, 7, dtype=np.uint8).reshape(3, 2), np.asfortranarray(np.arange(6.0).reshape(2, 3)), np.linspace(0.1, 1.7, 6, dtype=np.float32).reshape(2, 3)]:
    for r in f(a): print(r, r.dtype)
    print(g(a))
# expect: [ 1.  3.  6. 10. 15. 21.] float64
# expect: [  1.   2.   6.  24. 120. 720.] float64
# expect: [ 2.  6. 12. 20. 30. 42.] float64
# expect: [ 1.  5.  7. 12. 15. 21.] float64
# expect: 21.0
# expect: [ 1  3  6 10 15 21] int64
# expect: [  1   2   6  24 120 720] int64
# expect: [ 2  6 12 20 30 42] int64
# expect: [ 1  5  7 12 15 21] int64
# expect: 21
# expect: [1 1 2 3] int64
# expect: [1 0 0 0] int64
# expect: [2 2 4 6] int64
# expect: [1 2 2 3] int64
# expect: 3
# expect: [ 1  3  6 10 15 21] uint64
# expect: [  1   2   6  24 120 720] uint64
# expect: [ 2  6 12 20 30 42] int64
# expect: [ 1  4  9 11 15 21] uint64
# expect: 21
# expect: [ 0.  1.  3.  6. 10. 15.] float64
# expect: [0. 0. 0. 0. 0. 0.] float64
# expect: [ 0.  2.  6. 12. 20. 30.] float64
# expect: [ 0.  3.  4.  8. 10. 15.] float64
# expect: 15.0
# expect: [0.1       0.52      1.26      2.32      3.6999998 5.3999996] float32
# expect: [0.1        0.042      0.03108    0.0329448  0.04546382 0.0772885 ] float32
# expect: [ 0.2        1.04       2.52       4.64       7.3999996 10.799999 ] float32
# expect: [0.1       1.16      1.5799999 2.96      3.7       5.4      ] float32
# expect: 5.399999618530273
# expect stderr: weft: @jit function 'f' (f__a2Cf8): native code
# expect stderr: weft: @jit function 'g' (g__a2Cf8): native code
# expect stderr: weft: @jit function 'f' (f__a2Ci4): native code
# expect stderr: weft: @jit function 'g' (g__a2Ci4): native code
# expect stderr: weft: @jit function 'f' (f__a2Cb1): native code
# expect stderr: weft: @jit function 'g' (g__a2Cb1): native code
# expect stderr: weft: @jit function 'f' (f__a2Cu1): native code
# expect stderr: weft: @jit function 'g' (g__a2Cu1): native code
# expect stderr: weft: @jit function 'f' (f__a2Af8): native code
# expect stderr: weft: @jit function 'g' (g__a2Af8): native code
# expect stderr: weft: @jit function 'f' (f__a2Cf4): native code
# expect stderr: weft: @jit function 'g' (g__a2Cf4): native code
