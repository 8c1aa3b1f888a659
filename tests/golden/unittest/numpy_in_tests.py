# NumPy's testing assertions inside a test: a failing one is a failure (AssertionError),
# an array compared with assertTrue(np.allclose(...)) passes.
import unittest

import numpy as np


class T(unittest.TestCase):
    def test_close(self):
        np.testing.assert_allclose(np.array([1.0, 2.0]), np.array([1.0, 2.0000001]))
        self.assertTrue(np.allclose(np.ones(3), np.ones(3)))

    def test_not_close(self):
        np.testing.assert_allclose(np.array([1.0, 2.0]), np.array([1.0, 3.0]))

    def test_array_equal(self):
        np.testing.assert_array_equal(np.arange(3), np.arange(3))
        self.assertEqual(np.sum(np.arange(4)), 6)


r = unittest.main(argv=[""], exit=False).result
print(r.testsRun, len(r.failures), len(r.errors))
print([t.id() for t, _ in r.failures])
# expect: 3 1 0
# expect: ['__main__.T.test_not_close']
