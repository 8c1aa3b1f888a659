# take_along_axis with argsort/argmax results, and lexsort (last key primary).
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
print(np.take_along_axis(a, np.argsort(a, axis=1), axis=1))
print(np.take_along_axis(a, np.expand_dims(np.argmax(a, axis=0), axis=0), axis=0), np.take_along_axis(a, np.array([5, 0]), None))
print(np.lexsort((np.array([1, 2, 1, 2]), np.array([3, 3, 1, 1]))), np.lexsort([[9, 4, 0, 4, 0, 2, 1], [1, 5, 1, 4, 3, 4, 4]]))

# expect: [[10 20 30]
# expect:  [40 50 60]]
# expect: [[60 40 50]] [50 10]
# expect: [2 3 0 1] [2 0 4 6 5 3 1]
