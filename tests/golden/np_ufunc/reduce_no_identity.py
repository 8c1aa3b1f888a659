# maximum has no identity: an empty reduction is an error
import numpy as np
np.maximum.reduce(np.zeros((0, 3)), axis=0)

# expect runtime error: ValueError: zero-size array to reduction operation maximum which has no identity
