import numpy as np
h = np.array([[0.1, 0.2, 0.3], [1.5, 2.5, 3.5]], dtype=np.float16)
print(np.add.reduce(h), np.add.reduce(h, axis=1), np.maximum.reduce(h, axis=None), np.multiply.reduce(h, axis=0))
print(np.add.accumulate(h, axis=1), np.multiply.accumulate(h[1]), np.add.reduceat(h[1], [0, 2]))
print(np.add.outer(h[0], h[0]).dtype, np.subtract.accumulate(np.full(5, 0.1, np.float16)))
# expect: [1.6 2.7 3.8] [0.6 7.5] 3.5 [0.1499 0.5    1.05  ]
# expect: [[0.1    0.2998 0.5996]
# expect:  [1.5    4.     7.5   ]] [ 1.5    3.75  13.125] [4.  3.5]
# expect: float16 [ 0.1     0.     -0.1    -0.2    -0.2998]
