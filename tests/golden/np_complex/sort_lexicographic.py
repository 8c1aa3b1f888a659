import numpy as np
# complex values sort by real part, then imaginary part, NaNs last (sort, argsort, a.sort,
# unique, sort_complex)
z = np.array([3, 1+2j, 1-1j, np.nan, 2j, complex(np.nan, 1), complex(1, np.nan), -1+5j, 1-1j])
print(np.sort(z))
print(np.argsort(z), np.argsort(z, kind='stable'))
zz = np.array([[2+1j, 1+3j], [1+1j, 1+1j]])
print(np.sort(zz, axis=0), np.sort(zz, axis=None))
c = zz.copy(); c.sort(); print(c)
print(np.unique(np.array([1+1j, 1+1j, 0.5, 2j])))
r = np.random.default_rng(1).integers(0, 4, 40) + 1j * np.random.default_rng(2).integers(0, 3, 40)
print(np.argsort(r), np.sort(r)[:6])
print(np.sort(r.astype(np.complex64))[-3:])
print(np.sort_complex([3, 1, 2]), np.sort_complex(np.array([2, 1], dtype=np.int8)).dtype, np.sort_complex([1+1j, 1-1j]))
# expect: [-1. +5.j  0. +2.j  1. -1.j  1. -1.j  1. +2.j  3. +0.j  1.+nanj nan +0.j
# expect:  nan +1.j]
# expect: [7 4 2 8 1 0 6 3 5] [7 4 2 8 1 0 6 3 5]
# expect: [[1.+1.j 1.+1.j]
# expect:  [2.+1.j 1.+3.j]] [1.+1.j 1.+1.j 1.+3.j 2.+1.j]
# expect: [[1.+3.j 2.+1.j]
# expect:  [1.+1.j 1.+1.j]]
# expect: [0. +2.j 0.5+0.j 1. +1.j]
# expect: [30 18 19 37  4  8 33  5 28 15 39 25 31  9 29 35 34 26 11  0 12 14  1 17
# expect:  38 23 16  7  3 22  2 13 20  6 21 36 10 27 32 24] [0.+0.j 0.+0.j 0.+1.j 0.+1.j 0.+1.j 0.+1.j]
# expect: [3.+2.j 3.+2.j 3.+2.j]
# expect: [1.+0.j 2.+0.j 3.+0.j] complex64 [1.-1.j 1.+1.j]
