import numpy as np
print(np.ogrid[0:3, 0:2])
print(np.ogrid[0:1:3j, 1:4])
print(np.ogrid[0:3])
a, b = np.ogrid[0:2, 0:3]
print(a + b)
# expect: [array([[0],
# expect:        [1],
# expect:        [2]]), array([[0, 1]])]
# expect: [array([[0. ],
# expect:        [0.5],
# expect:        [1. ]]), array([[1., 2., 3.]])]
# expect: [0 1 2]
# expect: [[0 1 2]
# expect:  [1 2 3]]
