# unittest.main(exit=False) as notebooks call it: the tests of the program run in name order,
# the summary goes to stderr ("OK" its last line), the TestProgram's result has the counts.
import unittest


def add(a, b):
    return a + b


class TestAdd(unittest.TestCase):
    def test_ints(self):
        print("test_ints")
        self.assertEqual(add(2, 3), 5)

    def test_floats(self):
        print("test_floats")
        self.assertAlmostEqual(add(0.1, 0.2), 0.3)

    def test_strings(self):
        print("test_strings")
        self.assertEqual(add("a", "b"), "ab")

    def helper(self):
        print("never run: not a test")


prog = unittest.main(argv=[""], exit=False)
r = prog.result
print(r.testsRun, r.wasSuccessful(), len(r.failures), len(r.errors))
# expect: test_floats
# expect: test_ints
# expect: test_strings
# expect: 3 True 0 0
