# np.einsum of one operand with no summed label is a view of it, as NumPy's get_single_op_view:
# 'ij' and 'ij->ji' (axes permuted), 'ii->i' (the diagonal), writes go through; sums copy.
import numpy as np
A = np.arange(6).reshape(2, 3)
v = np.einsum('ij', A)
v[0, 0] = 99
print(A[0, 0], v.flags.owndata, v.flags.writeable)
t = np.einsum('ij->ji', A)
t[2, 1] = -5
print(A, t.shape, t.flags.c_contiguous, t.flags.f_contiguous)
E = np.arange(9.).reshape(3, 3)
d = np.einsum('ii->i', E)
d[:] = 0
print(E, d.flags.writeable)
print(np.einsum('ji', A).shape, np.einsum('...i->i...', np.ones((2, 3, 4))).shape)
B = np.arange(8).reshape(2, 2, 2)
g = np.einsum('iij->ji', B); print(g); g[0, 0] = 100; print(B[0, 0, 0])
print(np.einsum('ii', E), np.einsum('ij->i', A))
print(np.shares_memory(np.einsum('ij', A), A), np.shares_memory(np.einsum('ij->i', A), A))
f = np.einsum('i', np.arange(3.)[::2]); f[1] = 7; print(f)
# expect: 99 False True
# expect: [[99  1  2]
# expect:  [ 3  4 -5]] (3, 2) False True
# expect: [[0. 1. 2.]
# expect:  [3. 0. 5.]
# expect:  [6. 7. 0.]] True
# expect: (3, 2) (4, 2, 3)
# expect: [[0 6]
# expect:  [1 7]]
# expect: 100
# expect: 0.0 [102   2]
# expect: True False
# expect: [0. 7.]
