import numpy as np
np.frombuffer(b'ab', dtype=np.int16, count=3)
# expect runtime error: ValueError: buffer is smaller than requested size
