# addTest of something that is not callable.
import unittest

unittest.TestSuite().addTest(5)
# expect runtime error: TypeError: 5 is not callable
