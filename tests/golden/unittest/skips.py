# skip, skipIf, skipUnless, skipTest and a skipped class: the reasons go to result.skipped; a
# skipped class's setUpClass does not run.
import unittest


class T(unittest.TestCase):
    @unittest.skip("always")
    def test_a(self):
        print("never")

    @unittest.skipIf(1 > 0, "condition holds")
    def test_b(self):
        print("never")

    @unittest.skipIf(False, "not skipped")
    def test_c(self):
        print("test_c runs")

    @unittest.skipUnless(False, "needs a GPU")
    def test_d(self):
        print("never")

    @unittest.skipUnless(True, "has it")
    def test_e(self):
        print("test_e runs")

    def test_f(self):
        self.skipTest("skipped inside")
        print("never")


@unittest.skip("whole class")
class Skipped(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        print("never")

    def test_g(self):
        print("never")


r = unittest.main(argv=[""], exit=False).result
print(r.testsRun, r.wasSuccessful())
for test, reason in r.skipped:
    print(test, repr(reason))
# expect: test_c runs
# expect: test_e runs
# expect: 7 True
# expect: test_g (__main__.Skipped.test_g) 'whole class'
# expect: test_a (__main__.T.test_a) 'always'
# expect: test_b (__main__.T.test_b) 'condition holds'
# expect: test_d (__main__.T.test_d) 'needs a GPU'
# expect: test_f (__main__.T.test_f) 'skipped inside'
