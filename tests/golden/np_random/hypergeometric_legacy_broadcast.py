# Array parameters broadcast against each other and against size.
import numpy as np
np.random.seed(7)
print(np.random.hypergeometric([10, 20, 30], 5, 3))
print(np.random.hypergeometric([[10], [50]], [5, 60], 12))
print(np.random.hypergeometric([3, 9], 3, 2, size=(3, 2)))
print(np.random.hypergeometric(5.7, 2, 3))

# expect: [2 2 3]
# expect: [[ 9  1]
# expect:  [10  6]]
# expect: [[0 2]
# expect:  [0 1]
# expect:  [1 2]]
# expect: 3
