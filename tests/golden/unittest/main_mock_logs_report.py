# unittest.main at verbosity 2 over tests that use mocks, patch decorators and assertLogs:
# the report's lines and failure messages (the time and file paths masked).
import io
import logging
import re
import unittest
from unittest.mock import Mock, patch


class Shop(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        print("setUpClass")

    @classmethod
    def tearDownClass(cls):
        print("tearDownClass")

    @patch("random.random", return_value=0.5)
    def test_patched(self, m):
        import random
        self.assertEqual(random.random(), 0.5)

    def test_mock_fails(self):
        pay = Mock(name="pay")
        pay(10)
        pay.assert_called_once_with(20)

    def test_logs(self):
        with self.assertLogs("shop", "WARNING") as cm:
            logging.getLogger("shop").warning("low stock")
        self.assertEqual(cm.output, ["WARNING:shop:low stock"])

    def test_no_logs_fails(self):
        with self.assertNoLogs("shop"):
            logging.getLogger("shop").error("broken")

    @unittest.skip("not today")
    def test_skipped(self):
        pass


out = io.StringIO()
unittest.main(argv=["prog"], exit=False, testRunner=unittest.TextTestRunner(stream=out, verbosity=2))
text = re.sub(r"Ran (\d+) tests in [\d.]+s", r"Ran \1 tests in TIME", out.getvalue())
for line in text.splitlines():
    if line.startswith(("test_", "FAIL:", "AssertionError", "Expected", "Actual", "Ran", "FAILED")):
        print(line)
# expect: setUpClass
# expect: tearDownClass
# expect: test_logs (__main__.Shop.test_logs) ... ok
# expect: test_mock_fails (__main__.Shop.test_mock_fails) ... FAIL
# expect: test_no_logs_fails (__main__.Shop.test_no_logs_fails) ... FAIL
# expect: test_patched (__main__.Shop.test_patched) ... ok
# expect: test_skipped (__main__.Shop.test_skipped) ... skipped 'not today'
# expect: FAIL: test_mock_fails (__main__.Shop.test_mock_fails)
# expect: AssertionError: expected call not found.
# expect: Expected: pay(20)
# expect: Actual: pay(10)
# expect: FAIL: test_no_logs_fails (__main__.Shop.test_no_logs_fails)
# expect: AssertionError: Unexpected logs found: ['ERROR:shop:broken']
# expect: Ran 5 tests in TIME
# expect: FAILED (failures=2, skipped=1)
