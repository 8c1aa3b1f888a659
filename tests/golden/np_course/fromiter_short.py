# np.fromiter with count= larger than the iterable.
import numpy as np
np.fromiter(range(3), int, count=5)

# expect runtime error: ValueError: iterator too short: Expected 5 but iterator had only 3 items.
