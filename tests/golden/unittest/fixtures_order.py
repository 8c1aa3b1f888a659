# The order of the fixtures: setUpClass once before the class's first test, setUp and tearDown
# around each test (tearDown also after a failure), cleanups newest first after tearDown,
# tearDownClass after the class's last test.
import unittest


class T(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        print("setUpClass", cls.__name__)
        cls.shared = [1, 2]

    @classmethod
    def tearDownClass(cls):
        print("tearDownClass")

    def setUp(self):
        print("setUp", self._testMethodName)
        self.addCleanup(print, "cleanup 1")
        self.addCleanup(print, "cleanup", 2, sep="-")

    def tearDown(self):
        print("tearDown")

    def test_b(self):
        print("test_b", self.shared)

    def test_a(self):
        print("test_a")
        self.fail("on purpose")


class U(unittest.TestCase):
    def test_only(self):
        print("U.test_only")


r = unittest.main(argv=[""], exit=False).result
print(r.testsRun, len(r.failures))
# expect: setUpClass T
# expect: setUp test_a
# expect: test_a
# expect: tearDown
# expect: cleanup-2
# expect: cleanup 1
# expect: setUp test_b
# expect: test_b [1, 2]
# expect: tearDown
# expect: cleanup-2
# expect: cleanup 1
# expect: tearDownClass
# expect: U.test_only
# expect: 3 1
