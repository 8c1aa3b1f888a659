# A plain function as a filter (on a handler and on a logger): called with the record; it may
# change the record before it is formatted.
import logging
import sys

h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
h.addFilter(lambda rec: rec.levelno >= logging.ERROR)
log = logging.getLogger("app")
log.addHandler(h)
log.propagate = False
log.warning("not shown")
log.error("shown")


def shout(rec):
    rec.msg = rec.msg.upper()
    return True


log.addFilter(shout)
log.critical("loud")
print(h.filter(logging.LogRecord("x", logging.INFO, "p.py", 1, "m", None, None)))
print(log.filter(logging.LogRecord("x", logging.INFO, "p.py", 1, "m", None, None)))
# expect: ERROR shown
# expect: CRITICAL LOUD
# expect: False
# expect: True
