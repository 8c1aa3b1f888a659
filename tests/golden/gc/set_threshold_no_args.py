# set_threshold needs at least the first threshold.
import gc

gc.set_threshold()
# expect runtime error: TypeError: set_threshold() takes at least 1 argument (0 given)
