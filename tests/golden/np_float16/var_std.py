import numpy as np
np.random.seed(3)
h = (np.random.rand(1000) * 4).astype(np.float16)
print(h.var(), h.std(), h.var(ddof=1), h.reshape(10, 100).std(axis=1)[:3])
# expect: 1.29 1.136 1.291 [1.035 1.217 1.119]
