# failfast: the run stops after the first failure.
import unittest


class T(unittest.TestCase):
    def test_a(self):
        self.fail("first")

    def test_b(self):
        print("never")


r = unittest.main(argv=[""], exit=False, failfast=True).result
print(r.testsRun, len(r.failures), r.shouldStop)
# expect: 1 1 True
