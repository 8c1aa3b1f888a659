# Without replacement, p needs as many non-zero entries as picks.
import numpy as np
np.random.default_rng(0).choice(3, 2, replace=False, p=[1, 0, 0])

# expect runtime error: ValueError: Fewer non-zero entries in p than size
