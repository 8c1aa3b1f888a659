# argmax/argmin, partition and argpartition of complex arrays order complex numbers as NumPy
# does: by real part, then imaginary part; the first NaN (in either part) is the extreme, and
# NaNs partition last. (Weft refused complex arrays here.)
import numpy as np
a = np.array([1 + 2j, 3 - 1j, 3 + 0j, -1 + 5j, 3 - 1j, 0j])
print(np.argmax(a), np.argmin(a), a.argmax(), a.argmin(keepdims=True))
b = np.array([1 + 1j, complex(2, np.nan), 5 + 0j, complex(np.nan, 0)])
print(np.argmax(b), np.argmin(b), np.argmax(b[::-1]))
m = np.array([[1j, 2, -1j], [2 + 1j, 2, 0], [0, 0, 1]], dtype=np.complex64)
print(np.argmax(m, axis=0), np.argmin(m, axis=1), np.argmax(m))
print(np.partition(np.array([2 + 1j, 1 - 1j, 0j]), 1))
c = np.array([5 + 1j, 1 + 9j, 3 + 3j, 3 - 3j, 0j, 7 + 0j, complex(np.nan, 1), 2 + 2j, -4j, 1 + 0j])
print(np.partition(c, 4)[4], np.partition(c, [2, 7])[[2, 7]], np.partition(c, -1)[-1])
print(np.argpartition(c, 3)[3], np.argpartition(c, [0, 5, 9])[[0, 5, 9]])
c.partition(5)
print(c[5], np.sort(c)[5])
try:
    np.argmax(np.array([], dtype=complex))
except ValueError as e:
    print(e)

# expect: 2 3 2 [3]
# expect: 1 1 0
# expect: [1 0 2] [2 2 0] 3
# expect: [0.+0.j 1.-1.j 2.+1.j]
# expect: (2+2j) [1.+0.j 5.+1.j] (nan+1j)
# expect: 1 [8 3 6]
# expect: (3-3j) (3-3j)
# expect: attempt to get argmax of an empty sequence
