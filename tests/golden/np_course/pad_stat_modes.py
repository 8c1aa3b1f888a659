# np.pad's statistic modes (maximum, minimum, mean, median) with and without stat_length;
# the mean of an integer array is rounded half to even.
import numpy as np
a = np.arange(12).reshape(3, 4)
print(np.pad(np.arange(5.0), 2, mode='mean'), np.pad(np.arange(5), (2, 1), mode='maximum'))
print(np.pad(a, ((1, 2), (2, 1)), mode='median', stat_length=2))
print(np.pad(a, 1, mode='minimum', stat_length=((1, 2), (3, 1))))
print(np.pad(a * 1.5, (1, 2), mode='mean', stat_length=(1, 3)))
print(np.pad(np.array([1, 2, 6]), 3, 'mean'), np.pad(np.array([1, 2]), 1, 'mean'))

# expect: [2. 2. 0. 1. 2. 3. 4. 2. 2.] [4 4 0 1 2 3 4 4]
# expect: [[ 2  2  2  3  4  5  4]
# expect:  [ 0  0  0  1  2  3  2]
# expect:  [ 4  4  4  5  6  7  6]
# expect:  [ 8  8  8  9 10 11 10]
# expect:  [ 6  6  6  7  8  9  8]
# expect:  [ 6  6  6  7  8  9  8]]
# expect: [[ 0  0  1  2  3  3]
# expect:  [ 0  0  1  2  3  3]
# expect:  [ 4  4  5  6  7  7]
# expect:  [ 8  8  9 10 11 11]
# expect:  [ 4  4  5  6  7  7]]
# expect: [[ 0.   0.   1.5  3.   4.5  3.   3. ]
# expect:  [ 0.   0.   1.5  3.   4.5  3.   3. ]
# expect:  [ 6.   6.   7.5  9.  10.5  9.   9. ]
# expect:  [12.  12.  13.5 15.  16.5 15.  15. ]
# expect:  [ 6.   6.   7.5  9.  10.5  9.   9. ]
# expect:  [ 6.   6.   7.5  9.  10.5  9.   9. ]]
# expect: [3 3 3 1 2 6 3 3 3] [2 1 2 2]
