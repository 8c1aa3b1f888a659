# shuffle/permutation: Fisher-Yates with masked-rejection draws, along an axis for arrays.
import numpy as np
rng = np.random.default_rng(23)
x = list(range(10))
rng.shuffle(x)
print(x)
a = np.arange(12).reshape(4, 3)
rng.shuffle(a)
print(a.tolist())
rng.shuffle(a, axis=1)
print(a.tolist())
print(rng.permutation(10).tolist())
print(rng.permutation(np.arange(6).reshape(2, 3), axis=1).tolist())

# expect: [3, 6, 2, 5, 8, 7, 9, 0, 1, 4]
# expect: [[3, 4, 5], [0, 1, 2], [9, 10, 11], [6, 7, 8]]
# expect: [[5, 4, 3], [2, 1, 0], [11, 10, 9], [8, 7, 6]]
# expect: [7, 0, 9, 6, 1, 5, 2, 3, 4, 8]
# expect: [[2, 0, 1], [5, 3, 4]]
