# The runner flushes its stream: one without flush() fails as in CPython.
import unittest


class Out:
    def write(self, s):
        pass


class T(unittest.TestCase):
    def test_a(self):
        pass


unittest.TextTestRunner(stream=Out()).run(unittest.TestSuite([T('test_a')]))
# expect runtime error: AttributeError: 'Out' object has no attribute 'flush'
