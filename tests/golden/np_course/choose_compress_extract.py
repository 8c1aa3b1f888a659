# choose (broadcast choices, range check), compress along an axis, extract, divmod.
import numpy as np
print(np.choose([0, 1, 0], [[1, 2, 3], [10, 20, 30]]), np.choose(np.array([[0, 1], [1, 0]]), [5, -5]), np.choose([2, 0], [[1, 2], [3, 4], [5.5, 6]]))
print(np.compress([True, False, True], [7, 8, 9]), np.compress([0, 1], np.arange(6).reshape(3, 2), axis=1), np.compress([False, True], np.arange(6).reshape(3, 2), axis=0), np.compress([1, 0, 1], np.arange(6).reshape(2, 3)))
print(np.extract(np.arange(6) > 3, np.arange(6)), np.extract(np.arange(6).reshape(2, 3) % 2, np.arange(6).reshape(2, 3) * 10))
print(np.divmod(np.arange(5), 2), np.divmod(7.5, 2), np.divmod(np.array([-7, 7]), 3))
np.choose([3], [[1], [2]])

# expect: [ 1 20  3] [[ 5 -5]
# expect:  [-5  5]] [5.5 2. ]
# expect: [7 9] [[1]
# expect:  [3]
# expect:  [5]] [[2 3]] [0 2]
# expect: [4 5] [10 30 50]
# expect: (array([0, 0, 1, 1, 2]), array([0, 1, 0, 1, 0])) (3.0, 1.5) (array([-3,  2]), array([2, 1]))
# expect runtime error: ValueError: invalid entry in choice array
