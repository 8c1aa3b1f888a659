# integers with array bounds: each element its own range, broadcast with size.
import numpy as np
rng = np.random.default_rng(21)
print(rng.integers([1, 5, 10], size=(2, 3)).tolist())
print(rng.integers([0, 1], [[5], [100]], dtype=np.int8).tolist())

# expect: [[0, 1, 7], [0, 1, 6]]
# expect: [[4, 2], [30, 88]]
