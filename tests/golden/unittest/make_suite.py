# makeSuite (deprecated in 3.11, with its DeprecationWarning on stderr) is
# loadTestsFromTestCase.
import unittest


class T(unittest.TestCase):
    def test_b(self):
        pass

    def test_a(self):
        pass


suite = unittest.makeSuite(T)
print(suite.countTestCases(), [t.id() for t in suite])
# expect: 2 ['__main__.T.test_a', '__main__.T.test_b']
# expect stderr:   suite = unittest.makeSuite(T)
