# LogRecord needs seven arguments.
import logging

logging.LogRecord("n", 10, "/a/b.py", 1, "m", None)
# expect runtime error: TypeError: LogRecord.__init__() missing 1 required positional argument: 'exc_info'
