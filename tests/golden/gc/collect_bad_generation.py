# gc.collect's generation is 0, 1 or 2.
import gc

gc.collect(3)
# expect runtime error: ValueError: invalid generation
