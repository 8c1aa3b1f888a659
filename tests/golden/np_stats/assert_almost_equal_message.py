import numpy as np
from numpy.testing import assert_almost_equal, assert_array_almost_equal
assert_almost_equal(np.float32(1.0), 1.0000001)
assert_array_almost_equal([1.0, np.inf], [1.0000001, np.inf])
assert_array_almost_equal([1.0, 2.0], [1.0, 2.01], 1)
for f, args in [(assert_almost_equal, (1.0, 1.1)), (assert_almost_equal, ([1.0, 2.0], [1.0, 2.1])),
                (assert_array_almost_equal, ([1.0, 2.0], [1.0, 2.1]))]:
    try:
        f(*args)
    except AssertionError as e:
        print(str(e))
# expect: 
# expect: Arrays are not almost equal to 7 decimals
# expect:  ACTUAL: 1.0
# expect:  DESIRED: 1.1
# expect: 
# expect: Arrays are not almost equal to 7 decimals
# expect: 
# expect: Mismatched elements: 1 / 2 (50%)
# expect: Max absolute difference: 0.1
# expect: Max relative difference: 0.04761905
# expect:  x: array([1., 2.])
# expect:  y: array([1. , 2.1])
# expect: 
# expect: Arrays are not almost equal to 6 decimals
# expect: 
# expect: Mismatched elements: 1 / 2 (50%)
# expect: Max absolute difference: 0.1
# expect: Max relative difference: 0.04761905
# expect:  x: array([1., 2.])
# expect:  y: array([1. , 2.1])
