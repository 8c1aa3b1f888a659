# An assertion outside a test run is an ordinary AssertionError.
import unittest

unittest.TestCase().assertEqual([1, 2], [1, 3], "lists")
# expect runtime error:  : lists
