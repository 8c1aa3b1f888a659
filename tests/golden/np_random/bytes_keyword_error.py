# bytes takes its length positionally only.
import numpy as np
np.random.RandomState(0).bytes(length=4)

# expect runtime error: TypeError: RandomState.bytes() takes no keyword arguments
