# loadTestsFromTestCase of a TestSuite subclass.
import unittest


class S(unittest.TestSuite):
    pass


unittest.TestLoader().loadTestsFromTestCase(S)
# expect runtime error: TypeError: Test cases should not be derived from TestSuite. Maybe you meant to derive from TestCase?
