# A kernel that draws random numbers and has become hot: its launches move off the simulator
# only while its warnings would not show; once the registry is cleared (a filter change) the
# next launch warns again at the kernel's line, as Numba's simulator does at every launch.
import os
import sys
import warnings

import numpy as np
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float64


class Shown:
    def write(self, text):
        print(text.replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""), end="")

    def flush(self):
        pass


@cuda.jit
def fill(states, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = xoroshiro128p_uniform_float64(states, i)


sys.stderr = Shown()
states = create_xoroshiro128p_states(64, seed=3)
out = np.zeros(64)
for launch in range(6):
    fill[2, 32](states, out)
    print("launch", launch, round(out.sum(), 6))
warnings.simplefilter("default")
fill[2, 32](states, out)
print("after the filters changed", round(out.sum(), 6))
sys.stderr = sys.__stderr__
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar multiply
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar add
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
# expect: cuda_random_kernel_warnings_hot.py:25: RuntimeWarning: overflow encountered in scalar add
# expect:   out[i] = xoroshiro128p_uniform_float64(states, i)
# expect: launch 0 31.777092
# expect: launch 1 33.883379
# expect: launch 2 32.846887
# expect: launch 3 32.925686
# expect: launch 4 32.998433
# expect: launch 5 33.296166
# expect: cuda_random_kernel_warnings_hot.py:25: RuntimeWarning: overflow encountered in scalar add
# expect:   out[i] = xoroshiro128p_uniform_float64(states, i)
# expect: after the filters changed 30.786269
