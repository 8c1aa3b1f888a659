# choice without replacement: Floyd's algorithm, the tail shuffle for large samples, or p.
import numpy as np
rng = np.random.default_rng(19)
print(rng.choice(10, 5, replace=False).tolist())
print(rng.choice(20000, 600, replace=False)[:8].tolist())
print(rng.choice(100, 5, replace=False, shuffle=False).tolist())
print(rng.choice(5, 3, replace=False, p=[0.1, 0.2, 0.3, 0.15, 0.25]).tolist())

# expect: [9, 7, 3, 8, 2]
# expect: [12346, 2830, 1840, 1143, 5298, 15777, 5071, 18503]
# expect: [45, 29, 71, 72, 52]
# expect: [2, 0, 3]
