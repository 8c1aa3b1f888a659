import numpy as np
np.random.seed(2)
h = (np.random.rand(30000) * 3).astype(np.float16)
print(h.mean(), type(h.mean()), np.ones(5000, dtype=np.float16).mean())
m = h.reshape(300, 100)
r = m.mean(axis=0)
print(r[:4], r.dtype, m.mean(axis=1)[:3])
# expect: 1.5 <class 'numpy.float16'> 1.0
# expect: [1.507 1.509 1.459 1.456] float16 [1.38  1.423 1.607]
