# np.array2string with a separator, precision and a prefix for the continuation indent.
import numpy as np
a = np.arange(6) / 3
print(np.array2string(a, separator=', '))
print(np.array2string(a, precision=2))
print(np.array2string(np.arange(30), prefix='x = ', separator=','))
print(np.array_repr(np.array([1.5, 2.5], dtype=np.float32)), np.array_str(np.arange(3)))
print(a)

# expect: [0.        , 0.33333333, 0.66666667, 1.        , 1.33333333, 1.66666667]
# expect: [0.   0.33 0.67 1.   1.33 1.67]
# expect: [ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9,10,11,12,13,14,15,16,17,18,19,20,21,22,
# expect:      23,24,25,26,27,28,29]
# expect: array([1.5, 2.5], dtype=float32) [0 1 2]
# expect: [0.         0.33333333 0.66666667 1.         1.33333333 1.66666667]
