# no-cross-check: Weft refuses at compile time a draw from an array that is not the states (Numba's simulator fails inside the draw)
import numpy as np
from numba import cuda
from numba.cuda.random import xoroshiro128p_uniform_float32

@cuda.jit
def k(states, out):
    i = cuda.grid(1)
    out[i] = xoroshiro128p_uniform_float32(states, i)

k[1, 4](np.zeros(4), np.zeros(4))
# expect stderr: cuda_random_states_error.py:9:14: error: xoroshiro128p_uniform_float32() needs the states create_xoroshiro128p_states() made as its first argument
# expect runtime error: TypeError: cannot compile 'k' for the simulator: xoroshiro128p_uniform_float32() needs the states create_xoroshiro128p_states() made as its first argument
