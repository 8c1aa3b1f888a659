import numpy as np
from numpy.testing import assert_allclose
try:
    assert_allclose([1.0, 2.0, 3.0], [1.0, 2.0, 3.1])
except AssertionError as e:
    print(str(e))
try:
    assert_allclose(np.zeros((5, 5)), np.ones((5, 5)), atol=0.5, err_msg="grid")
except AssertionError as e:
    print(str(e))
# expect: 
# expect: Not equal to tolerance rtol=1e-07, atol=0
# expect: 
# expect: Mismatched elements: 1 / 3 (33.3%)
# expect: Max absolute difference: 0.1
# expect: Max relative difference: 0.03225806
# expect:  x: array([1., 2., 3.])
# expect:  y: array([1. , 2. , 3.1])
# expect: 
# expect: Not equal to tolerance rtol=1e-07, atol=0.5
# expect: grid
# expect: Mismatched elements: 25 / 25 (100%)
# expect: Max absolute difference: 1.
# expect: Max relative difference: 1.
# expect:  x: array([[0., 0., 0., 0., 0.],
# expect:        [0., 0., 0., 0., 0.],
# expect:        [0., 0., 0., 0., 0.],...
# expect:  y: array([[1., 1., 1., 1., 1.],
# expect:        [1., 1., 1., 1., 1.],
# expect:        [1., 1., 1., 1., 1.],...
