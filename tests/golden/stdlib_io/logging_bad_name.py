# Logger names are strings.
import logging
logging.getLogger(42)

# expect runtime error: TypeError: A logger name must be a string
