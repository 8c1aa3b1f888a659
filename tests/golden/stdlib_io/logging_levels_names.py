# Level constants, getLevelName both ways, addLevelName, setLevel by name, disable.
import logging, sys
print(logging.DEBUG, logging.INFO, logging.WARNING, logging.WARN, logging.ERROR, logging.CRITICAL, logging.FATAL, logging.NOTSET)
print(logging.getLevelName(10), logging.getLevelName(25), logging.getLevelName("ERROR"), logging.getLevelName("nope"))
logging.addLevelName(25, "NOTICE")
print(logging.getLevelName(25), logging.getLevelName("NOTICE"))
log = logging.getLogger("lv")
log.propagate = False
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("%(levelname)s %(levelno)d %(message)s"))
log.addHandler(h)
log.setLevel("INFO")
log.log(25, "notice")
log.log(15, "below info")
log.log(35, "unnamed")
print(log.level, log)
logging.disable(logging.WARNING)
log.warning("disabled")
log.error("still on")
logging.disable(logging.NOTSET)
log.warning("back")

# expect: 10 20 30 30 40 50 50 0
# expect: DEBUG Level 25 40 Level nope
# expect: NOTICE 25
# expect: NOTICE 25 notice
# expect: Level 35 35 unnamed
# expect: 20 <Logger lv (INFO)>
# expect: ERROR 40 still on
# expect: WARNING 30 back
