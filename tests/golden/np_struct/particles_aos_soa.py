import numpy as np
particle = np.dtype([('pos', 'f4', (3,)), ('vel', 'f4', (3,)), ('mass', 'f4')])
aos = np.zeros(4, dtype=particle)
aos['mass'] = [1, 2, 3, 4]
aos['vel'][:, 0] = 1.0
aos['pos'] += aos['vel'] * 0.5
print(aos['pos'])
print(aos['mass'].sum(), aos.nbytes, aos['pos'].strides)
print(aos[2])
# expect: [[0.5 0.  0. ]
# expect:  [0.5 0.  0. ]
# expect:  [0.5 0.  0. ]
# expect:  [0.5 0.  0. ]]
# expect: 10.0 112 (28, 4)
# expect: ([0.5, 0. , 0. ], [1., 0., 0.], 3.)
