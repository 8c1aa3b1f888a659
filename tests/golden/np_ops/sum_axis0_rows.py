# A.sum(axis=0) of a C-contiguous matrix adds rows in order (four per pass over the output
# row): every column equals the sequential sum of its values, as in NumPy; float32 too, and
# reversed rows, strided columns, mean, keepdims.
import numpy as np

A = ((np.arange(1003 * 17) * 7919) % 10007 / 10007.0).reshape(1003, 17)
s = A.sum(axis=0)
print(s.tolist() == [sum(A[:, j].tolist()) for j in range(17)])
print(s[:3], A[::-1].sum(axis=0)[:3], A[:, ::2].sum(axis=0)[:2], A.mean(axis=0)[:2])
f = A.astype(np.float32)
acc = np.zeros(17, dtype=np.float32)
for row in f:
    acc = acc + row
print(f.sum(axis=0).tolist() == acc.tolist(), f.sum(axis=0)[:3])
print(np.sum(A[:6], axis=0, keepdims=True).shape, np.zeros((0, 3)).sum(axis=0), A[:5, :2].sum(axis=0))

# expect: True
# expect: [502.05706006 500.77715599 500.49725192] [502.05706006 500.77715599 500.49725192] [502.05706006 500.49725192] [0.50055539 0.49927932]
# expect: True [502.0571  500.77716 500.49722]
# expect: (1, 17) [0. 0. 0.] [2.52882982 2.48556011]
