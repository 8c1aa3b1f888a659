# The in-place method refuses a read-only array (np.partition copies, so it works).
import numpy as np

a = np.arange(5)[::-1].copy()
a.flags.writeable = False
print(np.partition(a, 1))
a.partition(1)

# expect: [0 1 2 3 4]
# expect runtime error: ValueError: partition array is read-only
