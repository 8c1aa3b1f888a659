# np.testing.assert_array_less: x < y elementwise, NaNs at the same places pass (infinities do
# not: equal_inf=False), the failure message is assert_array_compare's "less-ordered" one
import numpy as np

np.testing.assert_array_less([1, 2], [2, 3])
np.testing.assert_array_less([1.0, np.nan], [2, np.nan])
for x, y in [([1, 5, 3], [2, 4, 6]), ([1.0, np.inf], [2.0, np.inf]), ([1, 2], 2),
             ([[1, 2]], [[1, 3]]), ([1.0, np.nan], [2.0, 3.0])]:
    try:
        np.testing.assert_array_less(x, y, err_msg='check')
    except AssertionError as e:
        print(repr(str(e)))
np.testing.assert_array_less(np.arange(3), 1)
# expect: '\nArrays are not less-ordered\ncheck\nMismatched elements: 1 / 3 (33.3%)\nMax absolute difference: 3\nMax relative difference: 0.5\n x: array([1, 5, 3])\n y: array([2, 4, 6])'
# expect: '\nArrays are not less-ordered\ncheck\nMismatched elements: 1 / 2 (50%)\nMax absolute difference: nan\nMax relative difference: nan\n x: array([ 1., inf])\n y: array([ 2., inf])'
# expect: '\nArrays are not less-ordered\ncheck\nMismatched elements: 1 / 2 (50%)\nMax absolute difference: 1\nMax relative difference: 0.5\n x: array([1, 2])\n y: array(2)'
# expect: '\nArrays are not less-ordered\ncheck\nMismatched elements: 1 / 2 (50%)\nMax absolute difference: 1\nMax relative difference: 0.33333333\n x: array([[1, 2]])\n y: array([[1, 3]])'
# expect: '\nArrays are not less-ordered\ncheck\nx and y nan location mismatch:\n x: array([ 1., nan])\n y: array([2., 3.])'
# expect runtime error:  y: array(1)
