import numpy as np
z = np.array([1+1j, -4, 2j])
print(np.sqrt(z).tolist())
print(np.log(z[:2]).tolist(), np.square(z), np.isnan(z), np.isfinite(z))
print(z ** 2, np.round(np.array([1.234+5.678j]), 1))
# expect: [(1.09868411346781+0.45508986056222733j), 2j, (1+1j)]
# expect: [(0.34657359027997264+0.7853981633974483j), (1.3862943611198906+3.141592653589793j)] [ 0.+2.j 16.-0.j -4.+0.j] [False False False] [ True  True  True]
# expect: [ 0.+2.j 16.-0.j -4.+0.j] [1.2+5.7j]
