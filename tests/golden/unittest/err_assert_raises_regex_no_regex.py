# assertRaisesRegex without the pattern.
import unittest

unittest.TestCase().assertRaisesRegex(ValueError)
# expect runtime error: TypeError: TestCase.assertRaisesRegex() missing 1 required positional argument: 'expected_regex'
