# A NullHandler swallows records; a logger with no handler anywhere uses the last resort
# (stderr, message only, WARNING and up), which stdout does not show.
import logging, sys
quiet = logging.getLogger("quiet")
quiet.addHandler(logging.NullHandler())
quiet.error("swallowed")
logging.getLogger("lonely").warning("to stderr via lastResort")
print(logging.lastResort, quiet.handlers)
print("done")

# expect: <_StderrHandler <stderr> (WARNING)> [<NullHandler (NOTSET)>]
# expect: done
