# A rebound array variable bound to a non-contiguous argument runs in the interpreter tier with
# Numba's results (WEFT_JIT_LOG says why: a rebound variable's slot takes its last stride for the
# item size). One bound to two arrays made before a prange loop, inside it, is native code (the
# selectors of kir_typer_choice.c).
# env: WEFT_JIT=native WEFT_JIT_LOG=1
import numpy as np
from numba import njit, prange

@njit
def strided(a, n):
    x = a
    for i in range(n):
        x = x + 1.0
    return x

@njit(parallel=True)
def par(n):
    a = np.zeros(4)
    b = np.ones(4)
    out = np.zeros(n)
    for i in prange(n):
        x = a
        if i % 2 == 1:
            x = b
        out[i] = x[0] + i
    return out

print(strided(np.arange(6.0)[::2], 2))
print(par(4))
# expect: [2. 4. 6.]
# expect: [0. 2. 2. 4.]
# expect stderr: weft: @jit function 'strided' (array(float64, 1d, A), int64): runs in the interpreter: line 11: 'x' is bound to new arrays as the function runs and to an array that is not C-contiguous
# expect stderr: weft: @jit function 'par' (par__i8): native code
