# In-place array operators and slice stores in @njit code (native, no temporary): a += b,
# m[i] *= s, a[1:] -= 1, out[:] = expression (converted to out's dtype, a length-1 source
# broadcast); a source of another size is Numba's ValueError.
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def accumulate(a, b):
    a += b
    a *= 2
    return a

@njit
def rows(m, s):
    for i in range(m.shape[0]):
        m[i] *= s + i
    m[0, 1:] -= 1
    return m

@njit
def into(out, a, b):
    out[:] = a * b + 1.0
    return out

@njit
def into_loop(out, a, n):
    for k in range(n):
        out[:] = out + a * k
    return out

print(accumulate(np.arange(4.0), np.arange(4)))
print(accumulate(np.arange(4, dtype=np.int32), 3))
print(accumulate(np.arange(6.0).reshape(2, 3), np.array([1.0, 0.0, -1.0])))
print(rows(np.ones((3, 3)), 2.0))
print(into(np.zeros(4), np.arange(4.0), np.arange(4.0)))
print(into(np.zeros(4, dtype=np.int64), np.arange(4.0), 0.7))
print(into(np.zeros((2, 3)), np.arange(3.0), np.arange(3.0)))
print(into(np.zeros(3), np.ones(1), np.ones(1)))
print(into_loop(np.zeros(3), np.arange(3.0), 4))
try:
    into(np.zeros(4), np.arange(3.0), np.arange(3.0))
except ValueError as e:
    print("ValueError:", e)
# expect: [ 0.  4.  8. 12.]
# expect: [ 6  8 10 12]
# expect: [[2. 2. 2.]
# expect:  [8. 8. 8.]]
# expect: [[2. 1. 1.]
# expect:  [3. 3. 3.]
# expect:  [4. 4. 4.]]
# expect: [ 1.  2.  5. 10.]
# expect: [1 1 2 3]
# expect: [[1. 2. 5.]
# expect:  [1. 2. 5.]]
# expect: [2. 2. 2.]
# expect: [ 0.  6. 12.]
# expect: ValueError: cannot assign slice from input of different size
# expect stderr: weft: @jit function 'accumulate' (accumulate__a1Cf8_a1Ci8): native code
# expect stderr: weft: @jit function 'accumulate' (accumulate__a1Ci4_i8): native code
# expect stderr: weft: @jit function 'accumulate' (accumulate__a2Cf8_a1Cf8): native code
# expect stderr: weft: @jit function 'rows' (rows__a2Cf8_f8): native code
# expect stderr: weft: @jit function 'into' (into__a1Cf8_a1Cf8_a1Cf8): native code
# expect stderr: weft: @jit function 'into' (into__a1Ci8_a1Cf8_f8): native code
# expect stderr: weft: @jit function 'into' (into__a2Cf8_a1Cf8_a1Cf8): native code
# expect stderr: weft: @jit function 'into_loop' (into_loop__a1Cf8_a1Cf8_i8): native code
