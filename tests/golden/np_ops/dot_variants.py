import numpy as np
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(np.dot(a, b), np.vdot(a, b), np.inner(a, b))
print(np.outer(a, b))
m = np.arange(6).reshape(2, 3)
print(np.dot(m, a))
print(m.dot(np.arange(6).reshape(3, 2)))
print(np.inner(m, m))
print(np.dot(3, a))
t = np.arange(24).reshape(2, 3, 4)
print(np.dot(t, np.arange(8).reshape(4, 2)).shape)
# expect: 32 32 32
# expect: [[ 4  5  6]
# expect:  [ 8 10 12]
# expect:  [12 15 18]]
# expect: [ 8 26]
# expect: [[10 13]
# expect:  [28 40]]
# expect: [[ 5 14]
# expect:  [14 50]]
# expect: [3 6 9]
# expect: (2, 3, 2)
