# skipTest needs a reason.
import unittest

unittest.TestCase().skipTest()
# expect runtime error: TypeError: TestCase.skipTest() missing 1 required positional argument: 'reason'
