# assertRaises without the exception class.
import unittest

unittest.TestCase().assertRaises()
# expect runtime error: TypeError: TestCase.assertRaises() missing 1 required positional argument: 'expected_exception'
