# ndarray.flat: the elements in C order whatever the layout; len, int and slice reads, writes
# through to the array (int, slice), `a.flat = v` repeating v's values, .index and .base.
import numpy as np

a = np.arange(12).reshape(3, 4)
f = a.flat
print(type(f), len(f))
print(f[5], f[-1], a.T.flat[1])
print(f[2:5], f[::4])
print([int(x) for x in a.T.flat][:6])
print(list(np.arange(6).reshape(2, 3)[:, 1:].flat))
a.flat[3] = 100
a.flat[7:9] = -1
print(a)
b = np.zeros(5)
b.flat = [1, 2]
print(b)
it = iter(np.arange(3).flat)
print(next(it), next(it), it.index)
print(f.base is a)
try:
    f[12]
except IndexError as e:
    print(e)
# expect: <class 'numpy.flatiter'> 12
# expect: 5 11 4
# expect: [2 3 4] [0 4 8]
# expect: [0, 4, 8, 1, 5, 9]
# expect: [1, 2, 4, 5]
# expect: [[  0   1   2 100]
# expect:  [  4   5   6  -1]
# expect:  [ -1   9  10  11]]
# expect: [1. 2. 1. 2. 1.]
# expect: 0 1 2
# expect: True
# expect: index 12 is out of bounds for axis 0 with size 12
