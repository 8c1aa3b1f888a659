# np.unwrap: jumps larger than period/2 corrected; integer input with an integer period stays
# integer; axis=.
import numpy as np
print(np.unwrap([0, 2 * np.pi]), np.unwrap([0, 1, 2, 7, 8, 14]))
phase = np.linspace(0, np.pi, num=5)
phase[3:] += np.pi
print(np.unwrap(phase))
print(np.unwrap([0, 1, 2, -1, 0], period=4), np.unwrap([1, 2, 3, 4, 5, 6, 1, 2, 3], period=6))
q = np.array([[0, 4, 8], [1, 6, 12.]])
print(np.unwrap(q, axis=1))
print(np.unwrap(q, axis=0))

# expect: [0. 0.] [0.         1.         2.         0.71681469 1.71681469 1.43362939]
# expect: [ 0.          0.78539816  1.57079633 -0.78539816  0.        ]
# expect: [0 1 2 3 4] [1 2 3 4 5 6 7 8 9]
# expect: [[ 0.         -2.28318531 -4.56637061]
# expect:  [ 1.         -0.28318531 -0.56637061]]
# expect: [[0.         4.         8.        ]
# expect:  [1.         6.         5.71681469]]
