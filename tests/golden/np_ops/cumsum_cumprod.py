import numpy as np
a = np.arange(1, 7).reshape(2, 3)
print(np.cumsum(a))
print(a.cumsum(axis=0))
print(np.cumsum(a, axis=1))
print(a.cumprod())
print(np.cumprod(a, axis=1))
print(np.cumsum(np.array([True, True, False])).dtype)
print(np.cumsum(np.array([0.1, 0.2, 0.3])))
# expect: [ 1  3  6 10 15 21]
# expect: [[1 2 3]
# expect:  [5 7 9]]
# expect: [[ 1  3  6]
# expect:  [ 4  9 15]]
# expect: [  1   2   6  24 120 720]
# expect: [[  1   2   6]
# expect:  [  4  20 120]]
# expect: int64
# expect: [0.1 0.3 0.6]
