# A logging.Filter subclass on a logger: its filter(record) decides which records go on;
# removeFilter takes it off again.
import logging
import sys


class OnlyApples(logging.Filter):
    def filter(self, record):
        return record.getMessage().startswith("apple")


logging.basicConfig(format="%(name)s|%(levelname)s|%(message)s", level=logging.DEBUG, stream=sys.stdout)
log = logging.getLogger("shop")
f = OnlyApples()
log.addFilter(f)
log.info("apple pie")
log.info("banana split")
log.warning("apple %s", "crumble")
print(len(log.filters), log.filters[0] is f)
log.removeFilter(f)
log.info("banana bread")
print(len(log.filters))
# expect: shop|INFO|apple pie
# expect: shop|WARNING|apple crumble
# expect: 1 True
# expect: shop|INFO|banana bread
# expect: 0
