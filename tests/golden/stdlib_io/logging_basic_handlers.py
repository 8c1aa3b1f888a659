# basicConfig(handlers=[...]) gives each handler without a formatter the basic one.
import logging, sys
own = logging.StreamHandler(sys.stdout)
own.setFormatter(logging.Formatter("own: %(message)s"))
logging.basicConfig(handlers=[logging.StreamHandler(sys.stdout), own], level=logging.INFO, format="%(name)s %(message)s")
logging.info("both")
print(len(logging.root.handlers))

# expect: root both
# expect: own: both
# expect: 2
