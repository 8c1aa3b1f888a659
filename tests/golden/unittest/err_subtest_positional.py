# subTest takes at most a message positionally.
import unittest

unittest.TestCase().subTest(1, 2)
# expect runtime error: TypeError: TestCase.subTest() takes from 1 to 2 positional arguments but 3 were given
