# basicConfig(level=, stream=): the default format LEVEL:name:message, %-style arguments.
import logging, sys
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout)
logging.debug("debug %d", 1)
logging.info("x=%d y=%s", 3, "s")
logging.warning("warn")
logging.error("error %.2f", 2.5)
logging.critical("critical")
logging.log(logging.INFO, "via log %s", [1, 2])
logging.info("mapping %(a)s/%(b)d", {"a": "x", "b": 7})
print(logging.root.level, logging.getLogger().level)

# expect: DEBUG:root:debug 1
# expect: INFO:root:x=3 y=s
# expect: WARNING:root:warn
# expect: ERROR:root:error 2.50
# expect: CRITICAL:root:critical
# expect: INFO:root:via log [1, 2]
# expect: INFO:root:mapping x/7
# expect: 10 10
