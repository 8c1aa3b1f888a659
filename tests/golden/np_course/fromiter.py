# np.fromiter: a generator, count=, a dtype string.
import numpy as np
print(np.fromiter((x * x for x in range(5)), dtype=int))
print(np.fromiter(range(5), dtype=np.float32, count=3))
print(np.fromiter(iter([1, 2]), 'i1').dtype)
print(np.fromiter(range(40), float).sum())
print(np.fromiter([], int))

# expect: [ 0  1  4  9 16]
# expect: [0. 1. 2.]
# expect: int8
# expect: 780.0
# expect: []
