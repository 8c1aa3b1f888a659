import numpy as np
z = np.zeros((0, 3))
print(z + 1, (z + np.ones(3)).shape, np.sqrt(z).shape, (z @ np.ones((3, 2))).shape)
print(np.ones((2, 0)) @ np.ones((0, 3)))
print(np.dot(np.ones(0), np.ones(0)), np.sum(z, axis=1), np.sum(z, axis=0))
# expect: [] (0, 3) (0, 3) (0, 2)
# expect: [[0. 0. 0.]
# expect:  [0. 0. 0.]]
# expect: 0.0 [] [0. 0. 0.]
