# Indexing keeps two dimensions: a row is 1xN, a column Nx1; one element is a scalar.
import numpy as np
m = np.matrix([[1, 2, 3], [4, 5, 6]])
print(repr(m[0]), repr(m[:, 0]), repr(m[0, 1]), repr(m[1, :]), repr(m[-1]))
print(repr(m[m > 2]), repr(m[[0, 1]]), repr(m[:, [1]]), repr(m[:, 1:]), repr(m[0, ::2]))
print(repr(m[1, 1:]), repr(m[np.array([True, False])]), repr(m[..., 0]))
for row in m:
    print(repr(row), row.shape)
x = m.copy()
x[0, 0] = 100
x[1] = [7, 8, 9]
x[:, 2] = np.matrix([[0], [-1]])
print(repr(x))
x[x > 50] = 0
print(repr(x))
print(repr(m[0, :].T), repr(m[:, 1].A1), m[1].tolist())
print(repr(m.item(1)), repr(m.item(1, 2)), len(m), list(m.flat))

# expect: matrix([[1, 2, 3]]) matrix([[1],
# expect:         [4]]) 2 matrix([[4, 5, 6]]) matrix([[4, 5, 6]])
# expect: matrix([[3, 4, 5, 6]]) matrix([[1, 2, 3],
# expect:         [4, 5, 6]]) matrix([[2],
# expect:         [5]]) matrix([[2, 3],
# expect:         [5, 6]]) matrix([[1, 3]])
# expect: matrix([[5, 6]]) matrix([[1, 2, 3]]) matrix([[1],
# expect:         [4]])
# expect: matrix([[1, 2, 3]]) (1, 3)
# expect: matrix([[4, 5, 6]]) (1, 3)
# expect: matrix([[100,   2,   0],
# expect:         [  7,   8,  -1]])
# expect: matrix([[ 0,  2,  0],
# expect:         [ 7,  8, -1]])
# expect: matrix([[1],
# expect:         [2],
# expect:         [3]]) array([2, 5]) [[4, 5, 6]]
# expect: 2 6 2 [1, 2, 3, 4, 5, 6]
