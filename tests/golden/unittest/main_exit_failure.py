# unittest.main() with a failing test ends the program with SystemExit: exit status 1, the
# last line of stderr the summary.
import unittest


class TestMath(unittest.TestCase):
    def test_ok(self):
        self.assertEqual(2 * 2, 4)

    def test_wrong(self):
        self.assertEqual(2 + 2, 5)


if __name__ == "__main__":
    unittest.main()
# expect runtime error: FAILED (failures=1)
