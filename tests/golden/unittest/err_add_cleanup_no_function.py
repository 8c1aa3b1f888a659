# addCleanup needs the function.
import unittest

unittest.TestCase().addCleanup()
# expect runtime error: TypeError: TestCase.addCleanup() missing 1 required positional argument: 'function'
