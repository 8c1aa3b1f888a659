# main() with test names on the command line runs those only; -v makes it verbose.
import unittest


class T(unittest.TestCase):
    def test_a(self):
        print("T.test_a")

    def test_b(self):
        print("T.test_b")


class U(unittest.TestCase):
    def test_c(self):
        print("U.test_c")


r = unittest.main(argv=["prog", "-v", "U", "T.test_b"], exit=False).result
print(r.testsRun)
r = unittest.main(argv=["prog", "-q"], exit=False, verbosity=2).result
print(r.testsRun)
# expect: U.test_c
# expect: T.test_b
# expect: 2
# expect: T.test_a
# expect: T.test_b
# expect: U.test_c
# expect: 3
