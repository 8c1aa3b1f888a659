# TestSuite, TestLoader and TestResult by hand: counts, the lists of (test, traceback text),
# the reprs and str() of tests.
import unittest


class T(unittest.TestCase):
    def test_ok(self):
        pass

    def test_bad(self):
        self.assertEqual("a", "b")

    def test_err(self):
        raise KeyError("k")

    def helper(self):
        pass


loader = unittest.TestLoader()
print(loader.getTestCaseNames(T))
suite = loader.loadTestsFromTestCase(T)
print(suite.countTestCases())
print(suite)
outer = unittest.TestSuite()
outer.addTest(suite)
outer.addTests([T("test_ok")])
print(outer.countTestCases())
result = unittest.TestResult()
print(result)
outer.run(result)
print(result, result.testsRun, result.wasSuccessful())
for test, text in result.failures:
    print("FAIL", test, text.splitlines()[0], "|", text.strip().splitlines()[-1])
for test, text in result.errors:
    print("ERROR", repr(test), text.strip().splitlines()[-1])
t = T("test_ok")
print(str(t), repr(t), t.id(), t.countTestCases(), t.shortDescription())
r2 = t.run()
print(r2.testsRun, r2.wasSuccessful())
print(unittest.TestCase())
# expect: ['test_bad', 'test_err', 'test_ok']
# expect: 3
# expect: <unittest.suite.TestSuite tests=[<__main__.T testMethod=test_bad>, <__main__.T testMethod=test_err>, <__main__.T testMethod=test_ok>]>
# expect: 4
# expect: <unittest.result.TestResult run=0 errors=0 failures=0>
# expect: <unittest.result.TestResult run=4 errors=1 failures=1> 4 False
# expect: FAIL test_bad (__main__.T.test_bad) Traceback (most recent call last): | + b
# expect: ERROR <__main__.T testMethod=test_err> KeyError: 'k'
# expect: test_ok (__main__.T.test_ok) <__main__.T testMethod=test_ok> __main__.T.test_ok 1 None
# expect: 1 True
# expect: runTest (unittest.case.TestCase.runTest)
