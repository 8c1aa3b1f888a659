# The Monte Carlo estimate of pi from Numba's documentation (numba.cuda.random): xoroshiro128+
# states made on the host, uniform float32 draws in the kernel, bit for bit as Numba's.
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32
import numpy as np

@cuda.jit
def compute_pi(rng_states, iterations, out):
    thread_id = cuda.grid(1)
    inside = 0
    for i in range(iterations):
        x = xoroshiro128p_uniform_float32(rng_states, thread_id)
        y = xoroshiro128p_uniform_float32(rng_states, thread_id)
        if x**2 + y**2 <= 1.0:
            inside += 1
    out[thread_id] = 4.0 * inside / iterations

threads_per_block = 16
blocks = 4
rng_states = create_xoroshiro128p_states(threads_per_block * blocks, seed=1)
out = np.zeros(threads_per_block * blocks, dtype=np.float32)
compute_pi[blocks, threads_per_block](rng_states, 200, out)
print('pi:', out.mean())
print(out[:5])
# expect: pi: 3.125
# expect: [3.02 3.16 2.96 3.1  3.24]
