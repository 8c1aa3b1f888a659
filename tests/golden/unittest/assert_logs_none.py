# assertLogs fails when nothing at the level was logged; assertNoLogs fails when something
# was, its message listing what.
import logging
import unittest


class T(unittest.TestCase):
    def test_nothing(self):
        with self.assertLogs("quiet", level=logging.WARNING):
            logging.getLogger("quiet").info("only info")

    def test_no_logs_ok(self):
        with self.assertNoLogs("calm"):
            logging.getLogger("calm").debug("below INFO")

    def test_no_logs_fail(self):
        with self.assertNoLogs("noisy", level="DEBUG"):
            logging.getLogger("noisy").debug("a %s", "b")
            logging.getLogger("noisy.x").critical("c")

    def test_exception_passes_through(self):
        with self.assertLogs("e"):
            raise KeyError("k")


r = unittest.TestResult()
unittest.TestLoader().loadTestsFromTestCase(T).run(r)
print(r.testsRun, len(r.failures), len(r.errors))
for test, text in r.failures + r.errors:
    print(test.id(), "|", text.strip().splitlines()[-1])
# expect: 4 2 1
# expect: __main__.T.test_no_logs_fail | AssertionError: Unexpected logs found: ['DEBUG:noisy:a b', 'CRITICAL:noisy.x:c']
# expect: __main__.T.test_nothing | AssertionError: no logs of level WARNING or higher triggered on quiet
# expect: __main__.T.test_exception_passes_through | KeyError: 'k'
