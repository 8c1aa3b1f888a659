# Logger.log's level must be an int.
import logging
logging.getLogger("k").log("INFO", "msg")

# expect runtime error: TypeError: level must be an integer
