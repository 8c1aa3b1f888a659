# bins=None is compared with 1 as a count (a TypeError); a string is a sequence of the wrong
# length; empty edge arrays fail on their last edge, as in NumPy.
import numpy as np

s = np.random.RandomState(0).randn(20, 2)
for bins in [None, 'auto']:
    try:
        np.histogramdd(s, bins=bins)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(np.histogram2d(s[:, 0], s[:, 1], bins=[3, np.array([0, 1])])[0])
print(np.histogram2d(s[:, 0], s[:, 1], range=[(0, 1), None], bins=2)[0])
np.histogram2d(s[:, 0], s[:, 1], bins=[[], []])

# expect: TypeError '<' not supported between instances of 'NoneType' and 'int'
# expect: ValueError The dimension of bins must be equal to the dimension of the  sample x.
# expect: [[1.]
# expect:  [4.]
# expect:  [2.]]
# expect: [[2. 3.]
# expect:  [3. 1.]]
# expect runtime error: IndexError: index -1 is out of bounds for axis 0 with size 0
