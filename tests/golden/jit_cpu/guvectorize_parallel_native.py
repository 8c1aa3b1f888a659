# @guvectorize(target='parallel') with a native core: 4000 cores split over the ufunc's worker
# threads, each core a call of the compiled function.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import guvectorize

@guvectorize(["void(float64[:], float64, float64[:])"], "(n),()->(n)", target="parallel")
def ramp(a, s, out):
    for i in range(a.shape[0]):
        out[i] = a[i] * s + i

x = np.arange(64000.0).reshape(4000, 16)
r = ramp(x, 0.5)
print(r.sum(), r[3999, :4])
# expect: 1024464000.0 [31992.  31993.5 31995.  31996.5]
# expect stderr: weft: @jit function 'ramp' (ramp__a1Af8_f8_a1Af8): native code
