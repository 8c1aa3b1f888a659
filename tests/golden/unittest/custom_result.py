# A TestResult subclass sees the calls the run makes, in order.
import unittest


class Log(unittest.TestResult):
    def startTest(self, test):
        super().startTest(test)
        print("start", test.id())

    def addSuccess(self, test):
        print("success", test._testMethodName)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        print("failure", test._testMethodName, err[0].__name__, err[1])

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        print("skip", reason)

    def stopTest(self, test):
        print("stop")


class T(unittest.TestCase):
    def test_1(self):
        pass

    def test_2(self):
        self.assertGreater(1, 5)

    def test_3(self):
        self.skipTest("no")


r = Log()
unittest.TestLoader().loadTestsFromTestCase(T).run(r)
print(r.testsRun, len(r.failures), len(r.skipped))
# expect: start __main__.T.test_1
# expect: success test_1
# expect: stop
# expect: start __main__.T.test_2
# expect: failure test_2 AssertionError 1 not greater than 5
# expect: stop
# expect: start __main__.T.test_3
# expect: skip no
# expect: stop
# expect: 3 1 1
