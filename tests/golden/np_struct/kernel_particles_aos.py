import numpy as np
from numba import cuda
particle = np.dtype([('pos', 'f4', (3,)), ('vel', 'f4', (3,)), ('mass', 'f4')])
p = np.zeros(8, dtype=particle)
p['vel'][:, 0] = np.arange(8)
p['vel'][:, 2] = -1
p['mass'] = 2

@cuda.jit
def step(ps, dt):
    i = cuda.grid(1)
    if i < ps.shape[0]:
        for d in range(3):
            ps[i]['pos'][d] += ps[i]['vel'][d] * dt
        ps[i].mass *= 0.5

step[2, 4](p, np.float32(0.25))
print(p['pos'])
print(p['mass'])
print(p[3])
# expect: [[ 0.    0.   -0.25]
# expect:  [ 0.25  0.   -0.25]
# expect:  [ 0.5   0.   -0.25]
# expect:  [ 0.75  0.   -0.25]
# expect:  [ 1.    0.   -0.25]
# expect:  [ 1.25  0.   -0.25]
# expect:  [ 1.5   0.   -0.25]
# expect:  [ 1.75  0.   -0.25]]
# expect: [1. 1. 1. 1. 1. 1. 1. 1.]
# expect: ([ 0.75,  0.  , -0.25], [ 3.,  0., -1.], 1.)
