import numpy as np
np.frombuffer(b'ab', dtype=np.int16, offset=5)
# expect runtime error: ValueError: offset must be non-negative and no greater than buffer length (2)
