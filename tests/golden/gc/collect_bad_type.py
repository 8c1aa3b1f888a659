# gc.collect's generation must be an integer.
import gc

gc.collect("all")
# expect runtime error: TypeError: 'str' object cannot be interpreted as an integer
