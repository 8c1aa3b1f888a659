# The summary counts failures and errors separately; an exception other than AssertionError
# is an error.
import unittest


class T(unittest.TestCase):
    def test_a_fails(self):
        self.assertIn(3, [1, 2])

    def test_b_errors(self):
        raise ValueError("bad input")

    def test_c_passes(self):
        pass


unittest.main(exit=False, argv=["prog"])
print("after main")
# expect: after main
