# language features on NumPy arrays: tuple/slice/Ellipsis/None subscripts, in-place ops, @, iteration, unpacking
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a[1:3, ::2])
print(a[..., None].shape, a[:, np.newaxis].shape)
a[0, 1] += 100
a[1] *= 2
print(a)
b = np.ones((4, 2))
print(a @ b)
print(-a[0], abs(-a[2]))
print(a[a > 5])
for row in a:
    print(row.sum(), end=" ")
print()
x, y, z = a[:, 0]
print(x, y, z)
print(f"{a.mean():.3f} {a.shape}")
c = np.zeros(3)
c[1:] = [5, 6]
print(c, c.dtype)
s = 0.0
for v in c:
    s += v
print(np.float32(1.5) + 1)
# expect: [[ 4  6]
# expect:  [ 8 10]]
# expect: (3, 4, 1) (3, 1, 4)
# expect: [[  0 101   2   3]
# expect:  [  8  10  12  14]
# expect:  [  8   9  10  11]]
# expect: [[106. 106.]
# expect:  [ 44.  44.]
# expect:  [ 38.  38.]]
# expect: [   0 -101   -2   -3] [ 8  9 10 11]
# expect: [101   8  10  12  14   8   9  10  11]
# expect: 106 44 38 
# expect: 0 8 8
# expect: 15.667 (3, 4)
# expect: [0. 5. 6.] float64
# expect: 2.5
