# permutation and shuffle draw random_interval for i = n-1 down to 1.
import numpy as np
np.random.seed(2)
print(np.random.permutation(10))
a = np.arange(8)
np.random.shuffle(a)
print(a)
xs = [1, 2, 3, 4, 5]
np.random.shuffle(xs)
print(xs)
b = np.arange(12).reshape(4, 3)
np.random.shuffle(b)
print(b)
print(np.random.permutation(np.array([0.5, 1.5, 2.5])))

# expect: [4 1 5 0 7 2 3 6 9 8]
# expect: [1 4 6 0 2 5 3 7]
# expect: [2, 5, 1, 3, 4]
# expect: [[ 3  4  5]
# expect:  [ 0  1  2]
# expect:  [ 6  7  8]
# expect:  [ 9 10 11]]
# expect: [2.5 0.5 1.5]
