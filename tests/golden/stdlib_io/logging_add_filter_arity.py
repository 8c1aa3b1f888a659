# addFilter needs the filter.
import logging

logging.getLogger("x").addFilter()
# expect runtime error: TypeError: Filterer.addFilter() missing 1 required positional argument: 'filter'
