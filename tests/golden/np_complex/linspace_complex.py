import numpy as np
# np.linspace between complex endpoints: NumPy's complex step, element by element
print(np.linspace(0, 1+1j, 3))
print(np.linspace(1j, 2, 4, endpoint=False))
y, st = np.linspace(-1-1j, 1+1j, 5, retstep=True)
print(y, st)
print(np.linspace(0.1+0.2j, 0.7-0.3j, 7).tolist())
print(np.linspace(1j, 1j, 3), np.linspace(np.complex64(1j), 3, 3), np.linspace(0, 1j, 1), np.linspace(0, 1j, 0))
print(np.linspace(0, 2+2j, 3, dtype=np.complex64))
# expect: [0. +0.j  0.5+0.5j 1. +1.j ]
# expect: [0. +1.j   0.5+0.75j 1. +0.5j  1.5+0.25j]
# expect: [-1. -1.j  -0.5-0.5j  0. +0.j   0.5+0.5j  1. +1.j ] (0.5+0.5j)
# expect: [(0.1+0.2j), (0.2+0.11666666666666668j), (0.3+0.033333333333333354j), (0.4-0.04999999999999999j), (0.5-0.1333333333333333j), (0.6-0.21666666666666662j), (0.7-0.3j)]
# expect: [0.+1.j 0.+1.j 0.+1.j] [0. +1.j  1.5+0.5j 3. +0.j ] [0.+0.j] []
# expect: [0.+0.j 1.+1.j 2.+2.j]
