# normal rejects a negative scale.
import numpy as np
np.random.normal(0.0, -1.0)
# expect runtime error: ValueError: scale < 0
