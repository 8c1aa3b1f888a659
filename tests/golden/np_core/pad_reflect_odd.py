# np.pad reflect_type='odd' for reflect and symmetric: NumPy's rounds for long pads, the length-1 rule, integer wrap, the keyword checks
import numpy as np
a = np.array([1, 2, 4, 7])
for mode in ('reflect', 'symmetric'):
    for rt in ('even', 'odd'):
        print(mode, rt, np.pad(a, (2, 3), mode, reflect_type=rt))
    print(np.pad(a, (9, 11), mode, reflect_type='odd'))
    print(np.pad(np.array([5]), (2, 3), mode, reflect_type='odd'))
    print(np.pad(np.arange(6.0).reshape(2, 3) ** 2, ((3, 1), (2, 4)), mode, reflect_type='odd'))
    print(np.pad(np.array([3, 1], dtype=np.uint8), 3, mode, reflect_type='odd'))
print(np.pad(a, 2, 'reflect', reflect_type='bogus'))
try:
    np.pad(a, 2, 'edge', reflect_type='odd')
except ValueError as e:
    print(e)
try:
    np.pad(np.zeros((0, 2)), 1, 'reflect', reflect_type='odd')
except ValueError as e:
    print(e)

# expect: reflect even [4 2 1 2 4 7 4 2 1]
# expect: reflect odd [-2  0  1  2  4  7 10 12 13]
# expect: [-17 -14 -12 -11 -10  -8  -5  -2   0   1   2   4   7  10  12  13  14  16
# expect:   19  22  24  25  26  28]
# expect: [5 5 5 5 5 5]
# expect: [[   5.  -10.  -27.  -44.  -59.  -74.  -91. -108. -123.]
# expect:  [   2.   -7.  -18.  -29.  -38.  -47.  -58.  -69.  -78.]
# expect:  [  -1.   -4.   -9.  -14.  -17.  -20.  -25.  -30.  -33.]
# expect:  [  -4.   -1.    0.    1.    4.    7.    8.    9.   12.]
# expect:  [  -7.    2.    9.   16.   25.   34.   41.   48.   57.]
# expect:  [ -10.    5.   18.   31.   46.   61.   74.   87.  102.]]
# expect: [  9   7   5   3   1 255 253 251]
# expect: symmetric even [2 1 1 2 4 7 7 4 2]
# expect: symmetric odd [ 0  1  1  2  4  7  7 10 12]
# expect: [-11 -11 -10  -8  -5  -5  -2   0   1   1   2   4   7   7  10  12  13  13
# expect:   14  16  19  19  22  24]
# expect: [5 5 5 5 5 5]
# expect: [[ -4.  -9.  -9. -14. -17. -17. -20. -25. -25.]
# expect:  [ -4.  -9.  -9. -14. -17. -17. -20. -25. -25.]
# expect:  [ -1.   0.   0.   1.   4.   4.   7.   8.   8.]
# expect:  [ -1.   0.   0.   1.   4.   4.   7.   8.   8.]
# expect:  [  2.   9.   9.  16.  25.  25.  34.  41.  41.]
# expect:  [  2.   9.   9.  16.  25.  25.  34.  41.  41.]]
# expect: [  5   5   3   3   1   1 255 255]
# expect: [4 2 1 2 4 7 4 2]
# expect: unsupported keyword arguments for mode 'edge': {'reflect_type'}
# expect: can't extend empty axis 0 using modes other than 'constant' or 'empty'
