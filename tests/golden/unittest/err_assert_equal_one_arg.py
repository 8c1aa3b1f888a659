# assertEqual with one value.
import unittest

unittest.TestCase().assertEqual(1)
# expect runtime error: TypeError: TestCase.assertEqual() missing 1 required positional argument: 'second'
