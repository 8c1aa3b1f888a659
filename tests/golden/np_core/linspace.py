# linspace with NumPy's exact algorithm.
import numpy as np

print(np.linspace(0, 1, 5))
print(np.linspace(0, 1, 7)[3], np.linspace(-1, 1, 11)[7], np.linspace(0, 10, 4, endpoint=False))
print(np.linspace(2, 3, 1), np.linspace(2, 3, 0), np.linspace(0, 10, 4, dtype=int))
y, step = np.linspace(0, 1, 5, retstep=True)
print(y, step)
print(np.linspace(0.1, 0.9, 9)[4], len(np.linspace(0, 1)))

# expect: [0.   0.25 0.5  0.75 1.  ]
# expect: 0.5 0.40000000000000013 [0.  2.5 5.  7.5]
# expect: [2.] [] [ 0  3  6 10]
# expect: [0.   0.25 0.5  0.75 1.  ] 0.25
# expect: 0.5 50
