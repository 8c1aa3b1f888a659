# np.linspace with array-like start/stop: the samples along a new first axis (or `axis`),
# one column per broadcast element; retstep gives the steps as an array
import numpy as np

print(np.linspace([0, 10], [1, 20], 3))
print(np.linspace(0, [1, 2, 4], 5, axis=1))
print(np.linspace(np.array([[0], [1]]), [2, 3], 3).shape)
print(np.linspace([0, 5], [0, 10], 4))
print(np.linspace([1, 2], 3, 4, endpoint=False, retstep=True))
print(np.linspace([1, 2], 3, 1, retstep=True))
print(np.linspace([0, 0], [10, 7], 4, dtype=int))
print(np.linspace((0.0, 1.0), (1.0, 0.0), 3, axis=-1))
try:
    np.linspace([1, 2], [1, 2, 3], 3)
except ValueError as e:
    print(e)
# expect: [[ 0.  10. ]
# expect:  [ 0.5 15. ]
# expect:  [ 1.  20. ]]
# expect: [[0.   0.25 0.5  0.75 1.  ]
# expect:  [0.   0.5  1.   1.5  2.  ]
# expect:  [0.   1.   2.   3.   4.  ]]
# expect: (3, 2, 2)
# expect: [[ 0.          5.        ]
# expect:  [ 0.          6.66666667]
# expect:  [ 0.          8.33333333]
# expect:  [ 0.         10.        ]]
# expect: (array([[1.  , 2.  ],
# expect:        [1.5 , 2.25],
# expect:        [2.  , 2.5 ],
# expect:        [2.5 , 2.75]]), array([0.5 , 0.25]))
# expect: (array([[1., 2.]]), nan)
# expect: [[ 0  0]
# expect:  [ 3  2]
# expect:  [ 6  4]
# expect:  [10  7]]
# expect: [[0.  0.5 1. ]
# expect:  [1.  0.5 0. ]]
# expect: operands could not be broadcast together with shapes (3,) (2,) 
