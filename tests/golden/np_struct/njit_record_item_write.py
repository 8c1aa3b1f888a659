import numpy as np
from numba import njit
particle = np.dtype([('pos', 'f4'), ('vel', 'f4'), ('mass', 'f4')])
p = np.zeros(3, dtype=particle)
p['vel'] = [1, 2, 3]
p['mass'] = 2

@njit
def step(ps, dt):
    for i in range(len(ps)):
        ps[i]['pos'] += ps[i]['vel'] * dt
        ps[i].vel *= 0.5

step(p, 0.1)
step(p, 0.1)
print(p)
# expect: [(0.15      , 0.25, 2.) (0.3       , 0.5 , 2.) (0.45000002, 0.75, 2.)]
