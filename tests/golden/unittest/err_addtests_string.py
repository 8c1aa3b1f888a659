# addTests (and TestSuite()) refuse a string.
import unittest

unittest.TestSuite("test_a")
# expect runtime error: TypeError: tests must be an iterable of tests, not a string
