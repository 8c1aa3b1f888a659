# An option main() does not know: argparse's usage and error on stderr, SystemExit(2).
import unittest


class T(unittest.TestCase):
    def test_a(self):
        print("never")


try:
    unittest.main(argv=["prog", "-x", "--nope"], exit=False)
except SystemExit as e:
    print("SystemExit", e.code)
# expect: SystemExit 2
