# Arrays of C types: construction, indexing, slices, len, iteration, sizeof.
import ctypes as ct

DoubleArray3 = ct.c_double * 3
a = DoubleArray3(1, 2, 3)
print(len(a), a[0], a[-1], a[:2], list(a), ct.sizeof(a), ct.sizeof(DoubleArray3))
a[1] = 2.5
print(sum(a), [v * 2 for v in a])
z = (ct.c_int * 4)()
print(list(z), ct.cast(a, ct.POINTER(ct.c_double))[1])
grid = (ct.c_int * 2 * 2)()
grid[1][0] = 7
print([list(row) for row in grid])
# expect: 3 1.0 3.0 [1.0, 2.0] [1.0, 2.0, 3.0] 24 24
# expect: 6.5 [2.0, 5.0, 6.0]
# expect: [0, 0, 0, 0] 2.5
# expect: [[0, 0], [7, 0]]
