# loadTestsFromTestCase of something that is not a class.
import unittest

unittest.TestLoader().loadTestsFromTestCase(5)
# expect runtime error: TypeError: issubclass() arg 1 must be a class
