# a.sum(axis=k) runs its loops in the array's memory order (a C array's last axis innermost, an
# F array's first; a line along the innermost axis summed in a register), with the bits of
# Numba's gen_sum_axis_impl: each element ((0 + a[0]) + a[1]) + ... along the axis, whatever
# the nesting. The terms below are large and of mixed signs, so another order shows.
# env: WEFT_JIT_LOG=1
import numpy as np
from numba import njit

@njit
def s0(a):
    return a.sum(axis=0)

@njit
def s_last(a):
    return np.sum(a, axis=-1)

@njit
def s_view(a):
    return a[::-2, 1:].sum(0)

r = np.random.RandomState(7)
x = (r.rand(4, 5) - 0.5) * 10.0 ** r.randint(0, 17, (4, 5))
for arr in (x, np.asfortranarray(x), x[:, ::2]):
    print(s0(arr).tolist())
    print(s_last(arr).tolist())
    print(s_view(arr).tolist())
y = (r.rand(2, 3, 4) - 0.5) * 10.0 ** r.randint(0, 17, (2, 3, 4))
print(s0(np.asfortranarray(y)).tolist())
print(s_last(np.asfortranarray(y)).tolist())
print(s0(np.arange(12, dtype=np.int16).reshape(3, 4)).tolist(), s_last(np.zeros((2, 0))).tolist())
# expect: [409611451103.76074, 3037502404543630.0, -968300018.2131026, 22346948988881.812, -2118544006442550.0]
# expect: [22346456670342.64, 111618417280.42976, 918846372046688.0, 409543106735.91455]
# expect: [112043499847.3256, -906709248.4634074, 431205788.1280018, -475.218271624092]
# expect: [409611451103.76074, 3037502404543630.0, -968300018.2131026, 22346948988881.812, -2118544006442550.0]
# expect: [22346456670342.64, 111618417280.42976, 918846372046688.0, 409543106735.91455]
# expect: [112043499847.3256, -906709248.4634074, 431205788.1280018, -475.218271624092]
# expect: [409611451103.76074, -968300018.2131026, -2118544006442550.0]
# expect: [-61112779.47080161, -427948481.7990335, -2118543988997066.0, 409114766862.6897]
# expect: [-906709248.4634074, -475.218271624092]
# expect: [[-5055840499362.344, 457757034009216.7, -199660923910654.84, -3572842532295171.0], [119090.90480885128, 4723669616.61994, -240883208167.1677, -21728975345.4542], [420995212738915.56, -61165265168341.836, -784254.1919473351, 2332.512385159938]]
# expect: [[-3120278214281001.0, -17023497932.45853, 420326960960844.75], [-199524048414970.56, -240864896872.6386, -60497014172192.68]]
# expect: [12, 15, 18, 21] [0.0, 0.0]
# expect stderr: weft: @jit function 's0' (s0__a2Cf8): native code
# expect stderr: weft: @jit function 's_last' (s_last__a2Cf8): native code
# expect stderr: weft: @jit function 's_view' (s_view__a2Cf8): native code
# expect stderr: weft: @jit function 's0' (s0__a2Af8): native code
# expect stderr: weft: @jit function 's_last' (s_last__a2Af8): native code
# expect stderr: weft: @jit function 's_view' (s_view__a2Af8): native code
# expect stderr: weft: @jit function 's0' (s0__a2Af8): native code
# expect stderr: weft: @jit function 's_last' (s_last__a2Af8): native code
# expect stderr: weft: @jit function 's_view' (s_view__a2Af8): native code
# expect stderr: weft: @jit function 's0' (s0__a3Af8): native code
# expect stderr: weft: @jit function 's_last' (s_last__a3Af8): native code
# expect stderr: weft: @jit function 's0' (s0__a2Ci2): native code
