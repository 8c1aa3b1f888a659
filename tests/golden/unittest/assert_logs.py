# assertLogs: the records of the logger and its children at the level or above, as
# "LEVEL:name:message" in cm.output and as LogRecords in cm.records; the logger is put back.
import logging
import unittest


class T(unittest.TestCase):
    def test_capture(self):
        with self.assertLogs("app", level="INFO") as cm:
            logging.getLogger("app").info("first %d", 1)
            logging.getLogger("app.db").error("second")
            logging.getLogger("app").debug("too low")
        print(cm.output)
        print(len(cm.records), cm.records[0].getMessage(), cm.records[1].name)

    def test_default_root(self):
        with self.assertLogs() as cm:
            logging.warning("on the root")
        print(cm.output)


r = unittest.TestResult()
unittest.TestLoader().loadTestsFromTestCase(T).run(r)
print(r.testsRun, r.wasSuccessful())
log = logging.getLogger("app")
print(log.handlers, log.level, log.propagate)
# expect: ['INFO:app:first 1', 'ERROR:app.db:second']
# expect: 2 first 1 app.db
# expect: ['WARNING:root:on the root']
# expect: 2 True
# expect: [] 0 True
