# gc.enable takes no arguments.
import gc

gc.enable(True)
# expect runtime error: TypeError: gc.enable() takes no arguments (1 given)
