# A string item of a seed sequence must be decimal or 0x-hex digits.
import numpy as np
np.random.default_rng(['abc'])

# expect runtime error: ValueError: unrecognized seed string
