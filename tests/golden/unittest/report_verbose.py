# verbosity=2: one line per test, "name (module.Class.name) ... status", the docstring's first
# line under the name when there is one.
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


class T(unittest.TestCase):
    def test_ok(self):
        """Adding works.

        More text."""
        self.assertEqual(1 + 1, 2)

    def test_fail(self):
        self.assertFalse([1])

    @unittest.skip("later")
    def test_skip(self):
        pass

    @unittest.expectedFailure
    def test_xfail(self):
        self.assertEqual(1, 0)

    @unittest.expectedFailure
    def test_xpass(self):
        pass


out = Out()
unittest.TextTestRunner(stream=out, verbosity=2).run(unittest.TestLoader().loadTestsFromTestCase(T))
print(out.text())
# expect: test_fail (__main__.T.test_fail) ... FAIL
# expect: test_ok (__main__.T.test_ok)
# expect: Adding works. ... ok
# expect: test_skip (__main__.T.test_skip) ... skipped 'later'
# expect: test_xfail (__main__.T.test_xfail) ... expected failure
# expect: test_xpass (__main__.T.test_xpass) ... unexpected success
# expect: 
# expect: ======================================================================
# expect: FAIL: test_fail (__main__.T.test_fail)
# expect: ----------------------------------------------------------------------
# expect: Traceback (most recent call last):
# expect:   File "report_verbose.py", line 31, in test_fail
# expect:     self.assertFalse([1])
# expect: AssertionError: [1] is not false
# expect: 
# expect: ======================================================================
# expect: UNEXPECTED SUCCESS: test_xpass (__main__.T.test_xpass)
# expect: ----------------------------------------------------------------------
# expect: Ran 5 tests in TIME
# expect: 
# expect: FAILED (failures=1, skipped=1, expected failures=1, unexpected successes=1)
# expect: 
