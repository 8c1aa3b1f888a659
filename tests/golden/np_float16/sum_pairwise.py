import numpy as np
np.random.seed(0)
h = (np.random.randn(20000) * 10).astype(np.float16)
print(h.sum(), h[:100].sum(), h[:7].sum(), h.sum().dtype)
print(np.ones(5000, dtype=np.float16).sum(), np.ones(10000, dtype=np.float16).sum())
m = h.reshape(100, 200)
print(m.sum(axis=0)[:4], m.sum(axis=1)[:4])
# expect: -744.0 59.78 72.25 float16
# expect: 5000.0 10000.0
# expect: [ 189.1  -142.2    75.44 -129.  ] [ 141.8 -256.  -215.5 -258.5]
