# TextTestRunner's whole report on a stream of our own: the progress letters, the failure and
# error blocks with their tracebacks (from the test method's frame on), the rule, the count
# and the summary. The time and the file's directory are masked.
import re
import unittest


class Out:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)

    def flush(self):
        pass

    def text(self):
        t = "".join(self.parts)
        t = re.sub(r"(Ran \d+ tests?) in \d+\.\d+s", r"\1 in TIME", t)
        return re.sub(r'File "[^"]*?([^/"]+)"', r'File "\1"', t)


def check(x):
    if x < 0:
        raise ValueError("negative: " + str(x))
    return x


class T(unittest.TestCase):
    def test_pass(self):
        self.assertEqual(check(1), 1)

    def test_fail(self):
        self.assertEqual(check(2), 3)

    def test_error(self):
        check(-1)

    @unittest.skip("not today")
    def test_skip(self):
        pass


out = Out()
suite = unittest.TestLoader().loadTestsFromTestCase(T)
result = unittest.TextTestRunner(stream=out).run(suite)
print(out.text())
print(result)
# expect: EF.s
# expect: ======================================================================
# expect: ERROR: test_error (__main__.T.test_error)
# expect: ----------------------------------------------------------------------
# expect: Traceback (most recent call last):
# expect:   File "report_dots.py", line 38, in test_error
# expect:     check(-1)
# expect:   File "report_dots.py", line 26, in check
# expect:     raise ValueError("negative: " + str(x))
# expect: ValueError: negative: -1
# expect: 
# expect: ======================================================================
# expect: FAIL: test_fail (__main__.T.test_fail)
# expect: ----------------------------------------------------------------------
# expect: Traceback (most recent call last):
# expect:   File "report_dots.py", line 35, in test_fail
# expect:     self.assertEqual(check(2), 3)
# expect: AssertionError: 2 != 3
# expect: 
# expect: ----------------------------------------------------------------------
# expect: Ran 4 tests in TIME
# expect: 
# expect: FAILED (failures=1, errors=1, skipped=1)
# expect: 
# expect: <unittest.runner.TextTestResult run=4 errors=1 failures=1>
