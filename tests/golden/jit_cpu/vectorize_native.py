# @vectorize (target 'cpu' and 'parallel') and @guvectorize cores run as native code: the
# elementwise loop is compiled with the core, and target='parallel' splits the elements over
# 2 threads. Results are the simulator's bit for bit (and Numba's here).
# env: WEFT_JIT_LOG=1 NUMBA_NUM_THREADS=2
import math
import numpy as np
from numba import vectorize, guvectorize

@vectorize(["float64(float64, float64)"])
def wave(x, y):
    return math.sin(x) * y + x // 3 if x > 0 else y - x

@vectorize(["float64(float64)"], target="parallel")
def bump(x):
    return math.exp(-x * x) + math.sqrt(abs(x))

@vectorize(["int64(int64, int64)"], target="parallel")
def mix(x, y):
    return (x * 7919) // (y - 50) + x % (y + 1) - (x << 3)

@guvectorize(["void(float64[:], float64, float64[:])"], "(n),()->(n)")
def ramp(a, s, out):
    for i in range(a.shape[0]):
        out[i] = a[i] * s + i

a = np.linspace(-3, 3, 10001)
print(wave(a, 2.5).sum(), wave(1.0, 2.0))
r = bump(a)
print(r.sum(), r[:3])
print(mix(np.arange(100000), np.arange(100000) % 97).sum())
print(ramp(np.arange(12.0).reshape(3, 4), 0.5))
# expect: 28296.811553762866 1.682941969615793
# expect: 14502.751896719317 [1.73217422 1.73200145 1.73182866]
# expect: -73031875019
# expect: [[0.  1.5 3.  4.5]
# expect:  [2.  3.5 5.  6.5]
# expect:  [4.  5.5 7.  8.5]]
# expect stderr: weft: @jit function 'wave' (wave__f8_f8): native code
# expect stderr: weft: @jit function 'bump' (bump__f8): native code
# expect stderr: weft: @jit function 'mix' (mix__i8_i8): native code
# expect stderr: weft: @jit function 'ramp' (ramp__a1Af8_f8_a1Af8): native code
