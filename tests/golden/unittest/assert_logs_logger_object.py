# assertLogs takes a Logger as well as a name; the handlers it had come back afterwards.
import logging
import sys
import unittest

log = logging.getLogger("obj")
h = logging.StreamHandler(sys.stdout)
log.addHandler(h)


class T(unittest.TestCase):
    def test_it(self):
        with self.assertLogs(log, "ERROR") as cm:
            log.error("boom")
            log.warning("below")
        self.assertEqual(cm.output, ["ERROR:obj:boom"])


unittest.main(exit=False, argv=["prog"], verbosity=0)
print(log.handlers == [h])
log.error("after")
# expect: True
# expect: after
