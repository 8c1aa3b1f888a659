# randint needs low < high.
import numpy as np
np.random.randint(5, 2)
# expect runtime error: ValueError: low >= high
