# addTest wants an instance, not the class.
import unittest


class T(unittest.TestCase):
    def test_a(self):
        pass


unittest.TestSuite().addTest(T)
# expect runtime error: TypeError: TestCases and TestSuites must be instantiated before passing them to addTest()
