# places and delta together is a TypeError.
import unittest

unittest.TestCase().assertAlmostEqual(1.0, 1.5, places=2, delta=0.1)
# expect runtime error: TypeError: specify delta or places not both
