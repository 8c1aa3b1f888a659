# A handler's own level filters after the logger's; several handlers each get the record.
import logging, sys
log = logging.getLogger("multi")
log.setLevel(logging.DEBUG)
log.propagate = False
everything = logging.StreamHandler(sys.stdout)
everything.setFormatter(logging.Formatter("all: %(message)s"))
errors = logging.StreamHandler(sys.stdout)
errors.setLevel(logging.ERROR)
errors.setFormatter(logging.Formatter("ERR: %(message)s"))
log.addHandler(everything)
log.addHandler(errors)
log.addHandler(errors)
log.debug("d")
log.error("e")
print(everything, errors, errors.level, len(log.handlers), log.hasHandlers())
log.removeHandler(everything)
log.info("gone")
log.critical("c")

# expect: all: d
# expect: all: e
# expect: ERR: e
# expect: <StreamHandler <stdout> (NOTSET)> <StreamHandler <stdout> (ERROR)> 40 2 True
# expect: ERR: c
