# --mode=cpu keeps a thread's loop inside the loop over the threads where running it once for
# the block would change what it reads: `wrap` reads a[] that its threads write after the loop
# (thread 63 reads a[0..2], which warp 0 wrote before warp 1 ran), `tri` loops a number of
# times that differs between threads, `retest`'s guard is written again inside the guarded code
# (a predicate read after that would see the new value). All give the simulator's results.
# env: WEFT_MODE=cpu WEFT_JIT_LOG=1
import numpy as np
from numba import cuda

@cuda.jit
def wrap(a):
    i = cuda.grid(1)
    if i < a.size:
        t = 0
        for j in range(4):
            t += a[(i + j) % a.size]
        a[i] = t

@cuda.jit
def tri(x, out):
    i = cuda.grid(1)
    if i < out.size:
        s = 0.0
        for k in range(i):
            s += x[k]
        out[i] = s

@cuda.jit
def retest(A, out):
    i = cuda.grid(1)
    ok = i < out.size
    if ok:
        t = 0.0
        for j in range(A.shape[1]):
            t += A[i, j]
        ok = t > 3.0
        for j in range(A.shape[1]):
            t += A[i, j] * 2.0
        out[i] = t if ok else -t

a = np.arange(64, dtype=np.int64)
wrap[1, 64](a)
print(a[:3].tolist(), a[60:].tolist())
x = np.arange(40, dtype=np.float64) * 0.1
out = np.zeros(40)
tri[2, 32](x, out)
print(out[:4].tolist(), round(float(out[39]), 9))
A = np.arange(40, dtype=np.float64).reshape(10, 4) * 0.1
r = np.zeros(10)
retest[1, 16](A, r)
print(r[:4].tolist())
# expect: [6, 10, 14] [246, 192, 141, 93]
# expect: [0.0, 0.0, 0.1, 0.30000000000000004] 74.1
# expect: [-1.8000000000000003, -6.6000000000000005, 11.399999999999999, 16.200000000000003]
# expect stderr: weft: @jit function 'wrap' (wrap__a1Ci8): native code
# expect stderr: weft: @jit function 'tri' (tri__a1Cf8_a1Cf8): native code
