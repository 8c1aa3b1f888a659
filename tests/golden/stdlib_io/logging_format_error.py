# A message whose arguments do not fit is reported on stderr ("--- Logging error ---") and
# the program goes on.
import logging, sys
logging.basicConfig(stream=sys.stdout, format="%(message)s")
logging.warning("count %d", "not a number")
logging.warning("still running")

# expect: still running
