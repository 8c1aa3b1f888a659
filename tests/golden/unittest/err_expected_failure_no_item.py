# The decorator needs the test.
import unittest

unittest.expectedFailure()
# expect runtime error: TypeError: expectedFailure() missing 1 required positional argument: 'test_item'
