# The record a filter sees from a logging call: the caller's function, line and module, the
# level's name, the logger's name.
import logging

seen = []
log = logging.getLogger("calc")
log.addHandler(logging.NullHandler())
log.addFilter(lambda r: seen.append(r) or True)
log.setLevel(logging.DEBUG)


def compute():
    log.debug("step %d", 1)


compute()
r = seen[0]
print(r.name, r.levelname, r.funcName, r.lineno, r.module, r.filename, r.getMessage())
# expect: calc DEBUG compute 13 logging_record_in_filter logging_record_in_filter.py step 1
