# np.interp(period=) keeps a complex fp complex, as without period.
import numpy as np

print(np.interp([0.5, 2.5], [0, 1, 2], [1+1j, 2+0j, 3-1j], period=3))
print(np.interp([-1, 4.25, 7], [2, 0, 1], [3j, 1, 2-2j], period=3))
print(np.interp(1.5, [0, 1, 2], np.array([1, 2, 4], dtype=np.complex64), period=2))
print(np.interp([0.5, 2.5], [0, 1, 2], [1.0, 2.0, 3.0], period=3))

# expect: [1.5+0.5j 2. +0.j ]
# expect: [0. +3.j   1.5-0.75j 2. -2.j  ]
# expect: (1.5+0j)
# expect: [1.5 2. ]
