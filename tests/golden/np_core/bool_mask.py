# Boolean masks select (a copy).
import numpy as np

a = np.array([5, -2, 7, 0, -9])
m = a > 0
print(m, a[m], a[a < 0])
b = a[m]
b[0] = 100
print(a)
g = np.arange(6).reshape(2, 3)
print(g[g % 2 == 0], g[np.array([True, False])], g[[False, True]])
print(a[np.array([False] * 5)], a[np.array([False] * 5)].shape)

# expect: [ True False  True False False] [5 7] [-2 -9]
# expect: [ 5 -2  7  0 -9]
# expect: [0 2 4] [[0 1 2]] [[3 4 5]]
# expect: [] (0,)
