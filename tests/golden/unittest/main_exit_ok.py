# unittest.main() with every test passing: SystemExit(False), exit status 0.
import unittest


class TestOk(unittest.TestCase):
    def test_one(self):
        self.assertTrue(1 < 2)


if __name__ == "__main__":
    try:
        unittest.main()
    except SystemExit as e:
        print("SystemExit", e.code)
# expect: SystemExit False
