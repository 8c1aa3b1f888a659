# np.vander, np.roots and np.unique(axis=) of complex values, as NumPy computes them (Weft
# refused complex input to all three).
import numpy as np
x = np.array([1 + 1j, 2, 3j])
print(np.vander(x, 3))
print(np.vander(np.array([1 + 1j, 2 - 0.5j], dtype=np.complex64), increasing=True).dtype)
print(np.roots([1, 2j, 3]))
print(np.roots(np.array([0, 1 + 1j, -2, 1 - 1j, 0])))
print(np.roots(np.array([0j, 0j])), np.roots([1j]))
rows = np.array([[1 + 1j, 2], [1 + 1j, 2], [0, 1j], [0, 1j], [0, 0]])
print(np.unique(rows, axis=0))
u, idx, inv, cnt = np.unique(rows.T, axis=1, return_index=True, return_inverse=True, return_counts=True)
print(idx, inv, cnt)

# expect: [[ 0.+2.j  1.+1.j  1.+0.j]
# expect:  [ 4.+0.j  2.+0.j  1.+0.j]
# expect:  [-9.+0.j  0.+3.j  1.+0.j]]
# expect: complex128
# expect: [ 0.00000000e+00-3.j -2.77555756e-17+1.j]
# expect: [1.+2.22044605e-16j 0.-1.00000000e+00j 0.+0.00000000e+00j]
# expect: [] []
# expect: [[0.+0.j 0.+0.j]
# expect:  [0.+0.j 0.+1.j]
# expect:  [1.+1.j 2.+0.j]]
# expect: [4 2 0] [2 2 1 1 0] [1 2 2]
