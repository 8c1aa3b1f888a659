# A kernel's random draws under the simulator: Numba's draws add NumPy uint64 scalars, whose
# wrap-around warns at the kernel's line that draws (the draws have no Python frame of their
# own), once per line through the program's registry, in the simulator's order (one thread
# per block here: the blocks run one after another, where a block's threads race in Numba's).
import os
import sys
import warnings

import numpy as np
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32


class Shown:
    def write(self, text):
        print(text.replace(os.path.dirname(os.path.abspath(__file__)) + "/", ""), end="")

    def flush(self):
        pass


@cuda.jit(device=True)
def draw(states, i):
    return xoroshiro128p_uniform_float32(states, i)


@cuda.jit
def two_draws(states, out):
    i = cuda.grid(1)
    if i < out.size:
        x = xoroshiro128p_uniform_float32(states, i)
        y = draw(states, i)
        out[i] = x + y


sys.stderr = Shown()
states = create_xoroshiro128p_states(4, seed=1)
out = np.zeros(4, dtype=np.float32)
print("-- first launch")
two_draws[4, 1](states, out)
print(out)
print("-- again: the registry has both lines")
two_draws[4, 1](states, out)
print("-- np.errstate does not reach the simulator's threads")
warnings.resetwarnings()
with np.errstate(over="ignore"):
    two_draws[4, 1](states, out)
print("-- an always filter: every overflow, block by block")
warnings.simplefilter("always")
two_draws[4, 1](states, out)
print(out)
sys.stderr = sys.__stderr__
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar multiply
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
# expect: /usr/lib/python3/dist-packages/numba/cuda/random.py:263: RuntimeWarning: overflow encountered in scalar add
# expect:   init_xoroshiro128p_states_cpu(states_cpu, seed, subsequence_start)
# expect: -- first launch
# expect: cuda_random_kernel_warnings.py:31: RuntimeWarning: overflow encountered in scalar add
# expect:   x = xoroshiro128p_uniform_float32(states, i)
# expect: cuda_random_kernel_warnings.py:24: RuntimeWarning: overflow encountered in scalar add
# expect:   return xoroshiro128p_uniform_float32(states, i)
# expect: [0.51118284 1.0866294  1.325206   1.8644434 ]
# expect: -- again: the registry has both lines
# expect: -- np.errstate does not reach the simulator's threads
# expect: cuda_random_kernel_warnings.py:31: RuntimeWarning: overflow encountered in scalar add
# expect:   x = xoroshiro128p_uniform_float32(states, i)
# expect: cuda_random_kernel_warnings.py:24: RuntimeWarning: overflow encountered in scalar add
# expect:   return xoroshiro128p_uniform_float32(states, i)
# expect: -- an always filter: every overflow, block by block
# expect: cuda_random_kernel_warnings.py:31: RuntimeWarning: overflow encountered in scalar add
# expect:   x = xoroshiro128p_uniform_float32(states, i)
# expect: cuda_random_kernel_warnings.py:24: RuntimeWarning: overflow encountered in scalar add
# expect:   return xoroshiro128p_uniform_float32(states, i)
# expect: cuda_random_kernel_warnings.py:31: RuntimeWarning: overflow encountered in scalar add
# expect:   x = xoroshiro128p_uniform_float32(states, i)
# expect: [1.0020585  0.64759153 1.7929766  1.0350491 ]
