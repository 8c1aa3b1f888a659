# The context-manager form takes msg= only.
import unittest

unittest.TestCase().assertRaises(ValueError, x=1)
# expect runtime error: TypeError: 'x' is an invalid keyword argument for this function
