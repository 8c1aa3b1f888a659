# Without basicConfig the root logger's level is WARNING: info and debug are dropped.
# (The warning itself goes to stderr as WARNING:root:...; stdout shows only the prints.)
import logging
print(logging.getLogger().getEffectiveLevel(), logging.getLevelName(logging.root.level))
logging.debug("no")
logging.info("no")
logging.warning("to stderr")
print(logging.root.handlers[0])
print(logging.getLogger().isEnabledFor(logging.INFO), logging.getLogger().isEnabledFor(logging.ERROR))

# expect: 30 WARNING
# expect: <StreamHandler <stderr> (NOTSET)>
# expect: False True
