# a == b with an array where NumPy 1.24's elementwise comparison fails: a scalar answer after
# a FutureWarning (text against numbers) or a DeprecationWarning (shapes that do not
# broadcast); a string array compared with None is elementwise.
import numpy as np
a = np.array(['a', 'b'])
n = np.arange(2)
print(repr(a == None), repr(a != None), repr(None == a))
print(a == 3, a != 2.5, n == 'x', n != b'x', n == [1, 'a'])
print(n == np.arange(3), n != (1, 2, 3), np.ones((2, 3)) == np.ones((3, 2)))
print(n == np.arange(2), n == [[0], [1]])
# expect: array([False, False]) array([ True,  True]) array([False, False])
# expect: False True False True False
# expect: False True False
# expect: [ True  True] [[ True False]
# expect:  [False  True]]
# expect stderr: compare_failed_elementwise.py:8: FutureWarning: elementwise comparison failed; returning scalar instead, but in the future will perform elementwise comparison
# expect stderr: compare_failed_elementwise.py:9: DeprecationWarning: elementwise comparison failed; this will raise an error in the future.
