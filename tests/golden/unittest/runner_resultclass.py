# TextTestRunner(resultclass=...): the runner makes its result from that class; a plain
# TestResult prints no progress and no failure blocks, the runner still its summary.
import unittest


class Counting(unittest.TestResult):
    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, verbosity)
        self.seen = []

    def addSuccess(self, test):
        self.seen.append(test._testMethodName)


class Out:
    def __init__(self):
        self.text = ""

    def write(self, s):
        self.text += s

    def flush(self):
        pass


class T(unittest.TestCase):
    def test_a(self):
        pass

    def test_b(self):
        self.fail("no")


out = Out()
r = unittest.TextTestRunner(stream=out, resultclass=Counting).run(unittest.TestLoader().loadTestsFromTestCase(T))
print(type(r).__name__, r.seen, r.testsRun, len(r.failures))
lines = out.text.splitlines()
print(lines[0].startswith("Ran 2 tests in "), lines[1:])
# expect: Counting ['test_a'] 2 1
# expect: True ['', 'FAILED (failures=1)']
