# skipIf needs a reason.
import unittest

unittest.skipIf(True)
# expect runtime error: TypeError: skipIf() missing 1 required positional argument: 'reason'
