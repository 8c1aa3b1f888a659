# numba.cuda.random's draws: uniform float32/float64 and normal float32/float64 (Box-Muller,
# computed as Numba's simulator computes it), states from a seed, a later subsequence
# (subsequence_start), and init_xoroshiro128p_states reseeding existing states.
import numpy as np
from numba import cuda
from numba.cuda.random import (create_xoroshiro128p_states, init_xoroshiro128p_states,
                               xoroshiro128p_uniform_float32, xoroshiro128p_uniform_float64,
                               xoroshiro128p_normal_float32, xoroshiro128p_normal_float64)

@cuda.jit
def draw(states, u32, u64, n32, n64):
    i = cuda.grid(1)
    if i < u32.shape[0]:
        u32[i] = xoroshiro128p_uniform_float32(states, i)
        u64[i] = xoroshiro128p_uniform_float64(states, i)
        n32[i] = xoroshiro128p_normal_float32(states, i)
        n64[i] = xoroshiro128p_normal_float64(states, i)

n = 5
states = create_xoroshiro128p_states(n, seed=42)
u32 = np.zeros(n, np.float32)
u64 = np.zeros(n)
n32 = np.zeros(n, np.float32)
n64 = np.zeros(n)
draw[1, 8](states, u32, u64, n32, n64)
print(u32.tolist())
print(u64.tolist())
print(n32.tolist())
print(n64.tolist())
draw[1, 8](states, u32, u64, n32, n64)
print(u64.tolist())
states = create_xoroshiro128p_states(3, 7, subsequence_start=2)
draw[1, 4](states, u32[:3], u64[:3], n32[:3], n64[:3])
print(u64[:3].tolist())
init_xoroshiro128p_states(states, 7, 2)
draw[1, 4](states, u32[:3], u64[:3], n32[:3], n64[:3])
print(u64[:3].tolist())
init_xoroshiro128p_states(states, seed=-1)
draw[1, 4](states, u32[:3], u64[:3], n32[:3], n64[:3])
print(u64[:3].tolist())
# expect: [0.4831297695636749, 0.03927229344844818, 0.9412365555763245, 0.9836598634719849, 0.3606708347797394]
# expect: [0.29246399390385114, 0.7631504844059468, 0.13687238236790156, 0.8304090869079822, 0.7506058306304371]
# expect: [-1.3564401865005493, -1.099550724029541, 0.8439270257949829, 0.745002806186676, 0.7709403038024902]
# expect: [-0.5700339878332198, -0.9020896906963806, -0.14340684749413768, -0.4397312729114933, 1.2511666345450996]
# expect: [0.8438951271010044, 0.2936462316904206, 0.28615295311297506, 0.5666783755782011, 0.49748680878197804]
# expect: [0.7849114158449384, 0.32803867102767303, 0.5816465514127297]
# expect: [0.7849114158449384, 0.32803867102767303, 0.5816465514127297]
# expect: [0.06424598226617806, 0.5865793252384891, 0.6892010232437515]
