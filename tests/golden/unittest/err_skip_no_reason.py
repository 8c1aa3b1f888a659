# skip needs a reason (or the function).
import unittest

unittest.skip()
# expect runtime error: TypeError: skip() missing 1 required positional argument: 'reason'
