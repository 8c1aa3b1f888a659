import numpy as np
np.frombuffer(b'abc', dtype=np.int16)
# expect runtime error: ValueError: buffer size must be a multiple of element size
