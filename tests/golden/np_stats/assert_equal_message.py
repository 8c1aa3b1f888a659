# np.testing.assert_equal: items, nested sequences (item=k prefixes), arrays, NaN and signed zeros.
import numpy as np
from numpy.testing import assert_equal
assert_equal(float('nan'), np.nan)
assert_equal((1, [2.0, 'x']), [1, (2, 'x')])
assert_equal(np.arange(3), [0, 1, 2])
for a, b in [(1, 2), ((1, (2, 3)), (1, (2, 4))), ([1, 2], [1]), (0.0, -0.0),
             (np.arange(3), [0, 1, 3])]:
    try:
        assert_equal(a, b)
    except AssertionError as e:
        print(repr(str(e)))
try:
    assert_equal(np.float32(1), 2.0, err_msg='counts differ')
except AssertionError as e:
    print(repr(str(e)))
# expect: '\nItems are not equal:\n ACTUAL: 1\n DESIRED: 2'
# expect: '\nItems are not equal:\nitem=1\nitem=1\n\n ACTUAL: 3\n DESIRED: 4'
# expect: '\nItems are not equal:\n ACTUAL: 2\n DESIRED: 1'
# expect: '\nItems are not equal:\n ACTUAL: 0.0\n DESIRED: -0.0'
# expect: '\nArrays are not equal\n\nMismatched elements: 1 / 3 (33.3%)\nMax absolute difference: 1\nMax relative difference: 0.33333333\n x: array([0, 1, 2])\n y: array([0, 1, 3])'
# expect: '\nItems are not equal: counts differ\n ACTUAL: 1.0\n DESIRED: 2.0'
