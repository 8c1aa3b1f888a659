# An error in setUp: the test is an error, neither it nor tearDown runs, the cleanups added
# before the error do. An error in setUpClass: one error "setUpClass (__main__.Broken)" and
# none of the class's tests run.
import unittest


class T(unittest.TestCase):
    def setUp(self):
        self.addCleanup(print, "cleanup runs")
        raise RuntimeError("setUp broke")

    def tearDown(self):
        print("tearDown never runs")

    def test_x(self):
        print("test_x never runs")


class Broken(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise KeyError("missing")

    def test_y(self):
        print("never")

    def test_z(self):
        print("never")


r = unittest.main(argv=[""], exit=False).result
print(r.testsRun)
for test, text in r.errors:
    print(test, "|", text.strip().splitlines()[-1])
# expect: cleanup runs
# expect: 1
# expect: setUpClass (__main__.Broken) | KeyError: 'missing'
# expect: test_x (__main__.T.test_x) | RuntimeError: setUp broke
