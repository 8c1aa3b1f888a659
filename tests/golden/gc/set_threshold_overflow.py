# Thresholds are C ints.
import gc

gc.set_threshold(2 ** 40)
# expect runtime error: OverflowError: signed integer is greater than maximum
