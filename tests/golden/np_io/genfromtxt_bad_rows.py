# np.genfromtxt reports every row with the wrong number of fields, numbered from the first line with data.
import numpy as np
try:
    np.genfromtxt(["# c", "1,2", "3", "", "4,5,6", "7,8"], delimiter=",")
except ValueError as e:
    print(e)
print(repr(np.genfromtxt(["1 2", "3"], invalid_raise=False)))
print(repr(np.genfromtxt(["1 2", "3 4", "5"], skip_footer=1)))
np.genfromtxt(["1 2"], usecols=5)
# expect: Some errors were detected !
# expect:     Line #2 (got 1 columns instead of 2)
# expect:     Line #4 (got 3 columns instead of 2)
# expect: array([1., 2.])
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect runtime error:     Line #1 (got 2 columns instead of 1)
