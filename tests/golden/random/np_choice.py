# choice: from an int or a 1-d array, with or without replacement, with probabilities.
import numpy as np
np.random.seed(8)
print(np.random.choice(5), np.random.choice(5, 8))
print(np.random.choice(10, 4, replace=False))
print(np.random.choice([10, 20, 30, 40]), np.random.choice([1.5, 2.5, 3.5], 4))
print(np.random.choice(6, (2, 2)))
print(np.random.choice(3, 10, p=[0.2, 0.5, 0.3]))

# expect: 3 [4 1 1 2 0 3 0 0]
# expect: [0 6 9 8]
# expect: 40 [2.5 3.5 3.5 3.5]
# expect: [[5 0]
# expect:  [1 3]]
# expect: [1 2 0 1 1 1 1 0 1 1]
