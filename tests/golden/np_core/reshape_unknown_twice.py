# Only one dimension may be -1.
import numpy as np

np.arange(4).reshape(-1, -1)

# expect runtime error: ValueError: can only specify one unknown dimension
