# addCleanup with arguments, newest first; a failing cleanup is an error of the test; doCleanups.
import unittest

log = []


class T(unittest.TestCase):
    def test_a(self):
        self.addCleanup(log.append, "first added")
        self.addCleanup(log.append, "second added")
        self.addCleanup(lambda: 1 / 0)

    def test_b(self):
        self.addCleanup(log.append, "b")


r = unittest.TestResult()
unittest.TestLoader().loadTestsFromTestCase(T).run(r)
print(log)
print(r.testsRun, len(r.errors), r.errors[0][0].id(), r.errors[0][1].strip().splitlines()[-1])
t = T("test_b")
t.addCleanup(print, "run by doCleanups")
print(t.doCleanups())
# expect: ['second added', 'first added', 'b']
# expect: 2 1 __main__.T.test_a ZeroDivisionError: division by zero
# expect: run by doCleanups
# expect: True
