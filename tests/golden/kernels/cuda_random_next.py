# xoroshiro128p_next gives the raw uint64 draws; a normal draw used in arithmetic keeps the
# double precision Numba's simulator computes it in.
import numpy as np
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_next, xoroshiro128p_normal_float32

@cuda.jit
def raw(states, out, walk):
    i = cuda.grid(1)
    out[i, 0] = xoroshiro128p_next(states, i)
    out[i, 1] = xoroshiro128p_next(states, i)
    x = 0.0
    for step in range(10):
        x += 0.5 * xoroshiro128p_normal_float32(states, i)
    walk[i] = x

states = create_xoroshiro128p_states(4, seed=123)
out = np.zeros((4, 2), dtype=np.uint64)
walk = np.zeros(4)
raw[1, 4](states, out, walk)
print(out)
print(walk.tolist())
# expect: [[ 7618181442685403734 10798064337494830880]
# expect:  [16277280120167062816  5942245614286760058]
# expect:  [ 2873777690134707088 11337963861442453595]
# expect:  [ 9803877022464276744  4339001605020083131]]
# expect: [-0.08848283920988004, 0.31411370202012046, -1.3522089809725428, 1.3236279966929667]
