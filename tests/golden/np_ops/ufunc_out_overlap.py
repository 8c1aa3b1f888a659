# A ufunc whose input overlaps its output computes as though the input had been copied first
import numpy as np
v = np.arange(6)
v[1:] += v[:-1]
print(v)
v = np.arange(6)
np.add(v[:-1], v[1:], out=v[1:])
print(v)
v = np.arange(6)
v[:-1] += v[1:]
print(v)
v = np.arange(6.)
v[1:] *= v[:-1]
print(v)
m = np.arange(8).reshape(2, 4)
m[:, 1:] -= m[:, :-1]
print(m)
v = np.arange(6)
np.negative(v[:-1], out=v[1:])
print(v)
v = np.arange(6)
v[::-1] += v
print(v)
s = np.arange(9.).reshape(3, 3)
s += s.T
print(s)
w = np.arange(5)
w += w
print(w)


# expect: [0 1 3 5 7 9]
# expect: [0 1 3 5 7 9]
# expect: [1 3 5 7 9 5]
# expect: [ 0.  0.  2.  6. 12. 20.]
# expect: [[0 1 1 1]
# expect:  [4 1 1 1]]
# expect: [ 0  0 -1 -2 -3 -4]
# expect: [5 5 5 5 5 5]
# expect: [[ 0.  4.  8.]
# expect:  [ 4.  8. 12.]
# expect:  [ 8. 12. 16.]]
# expect: [0 2 4 6 8]
