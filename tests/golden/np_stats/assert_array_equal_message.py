import numpy as np
import numpy.testing as npt
npt.assert_array_equal([1, 2, 3], np.array([1, 2, 3]))
for args in [([1, 2, 3], [1, 2, 4]), ([1, 2], [1, 2, 3]), ([1.0, np.nan], [1.0, 2.0])]:
    try:
        npt.assert_array_equal(*args)
    except AssertionError as e:
        print(str(e))
# expect: 
# expect: Arrays are not equal
# expect: 
# expect: Mismatched elements: 1 / 3 (33.3%)
# expect: Max absolute difference: 1
# expect: Max relative difference: 0.25
# expect:  x: array([1, 2, 3])
# expect:  y: array([1, 2, 4])
# expect: 
# expect: Arrays are not equal
# expect: 
# expect: (shapes (2,), (3,) mismatch)
# expect:  x: array([1, 2])
# expect:  y: array([1, 2, 3])
# expect: 
# expect: Arrays are not equal
# expect: 
# expect: x and y nan location mismatch:
# expect:  x: array([ 1., nan])
# expect:  y: array([1., 2.])
