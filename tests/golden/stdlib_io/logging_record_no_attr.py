# A LogRecord has no attribute it was not given.
import logging

r = logging.LogRecord("n", 10, "/a/b.py", 1, "m", None, None)
print(r.nosuch)
# expect runtime error: AttributeError: 'LogRecord' object has no attribute 'nosuch'
